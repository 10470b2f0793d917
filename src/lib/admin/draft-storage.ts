import { formRecord } from '@/lib/form-record';

/**
 * The local copy of a back-office form being edited ("never lose a draft", issues 10 and 32): what
 * is kept, under which key, how it is compared and how it is read back. Pure functions plus
 * guarded localStorage access; the hook (use-local-draft.ts) decides when. Every admin form with
 * a copy (the blog post page, the machine, product, rental and SEO dialogs) goes through here.
 *
 * Stored under the form's key (`draftKey`) as JSON `{ v: 1, savedAt, values }`, where `values`
 * is the form as `formRecord(new FormData(form))` gives it (`name[]` lists as arrays) with files
 * and password fields left out and line breaks as "\n". A copy older than DRAFT_MAX_AGE_MS, of
 * another format or unreadable is ignored (and removed).
 */

/** A form's fields: text fields as strings, `name[]` lists as arrays of strings. */
export type DraftValues = Record<string, string | string[]>;

export type LocalDraft = {
  /** When the copy was written (ms since the epoch). */
  savedAt: number;
  values: DraftValues;
};

const FORMAT = 1;

/** A copy not touched for 30 days is no longer offered. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** What a copy belongs to: the form, and the row it edits (none: a new one). */
export type DraftForm = 'blog' | 'machine' | 'product' | 'rental' | 'seo';

/**
 * The storage key of a form's copy: `<form>-draft:<row>`, `<form>-draft:new` for a new row
 * (`blog-draft:new`, `machine-draft:3f…`). One copy per form and row: opening the same dialog
 * again finds it, another row's dialog does not.
 */
export const draftKey = (form: DraftForm, row?: string | null) => `${form}-draft:${row || 'new'}`;

/** Every key `draftKey` makes (and only those: other local storage is not ours). */
const DRAFT_KEY = /^[a-z]+-draft:/;

const lines = (value: string) => value.replace(/\r\n?/g, '\n');

/**
 * The storable part of a form record: strings and lists of strings (line breaks made "\n",
 * which is what a textarea gives back and FormData turns into "\r\n"); files and anything else
 * left out.
 */
export function draftValues(record: Record<string, unknown>): DraftValues {
  const values: DraftValues = {};
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') values[key] = lines(value);
    else if (Array.isArray(value))
      values[key] = value.filter((item) => typeof item === 'string').map(lines);
  }
  return values;
}

/** A form control as the copy reads it (the DOM side is use-local-draft.ts's `readForm`). */
export type FormControl = {
  name: string;
  /** An input's type ("text", "checkbox", "password"…), "select" or "textarea". */
  type: string;
  /** What it sends: its value, nothing (an unchecked box), or each chosen option. */
  values: readonly string[];
  /** The form keeps it out of the copy (`data-local-copy="off"`: anything not to be left lying around). */
  excluded?: boolean;
};

/** Never kept: files and buttons send nothing to keep; a password is never written anywhere. */
const NOT_KEPT = new Set(['file', 'submit', 'button', 'image', 'reset', 'password']);

/**
 * A form's values as a copy keeps them, from its controls in document order: what FormData would
 * send, but with disabled controls too (a field disabled for a moment, until hydration or while
 * saving, is not a change) and without files, buttons, password fields and excluded controls.
 */
export function draftFromControls(controls: Iterable<FormControl>): DraftValues {
  const data = new FormData();
  for (const control of controls) {
    if (!control.name || control.excluded || NOT_KEPT.has(control.type)) continue;
    for (const value of control.values) data.append(control.name, value);
  }
  return draftValues(formRecord(data));
}

/** Whether two forms hold the same values (field order does not matter; a missing field does). */
export function sameDraftValues(a: DraftValues, b: DraftValues): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const left = a[key];
    const right = b[key];
    if (right === undefined) return false;
    if (typeof left === 'string' || typeof right === 'string') return left === right;
    return left!.length === right.length && left!.every((item, index) => item === right[index]);
  });
}

/** The stored text of a copy. */
export function serializeDraft(draft: LocalDraft): string {
  return JSON.stringify({ v: FORMAT, savedAt: draft.savedAt, values: draft.values });
}

/** A stored copy read back, or null when it is missing, unreadable, of another format or stale. */
export function parseDraft(text: string | null, now = Date.now()): LocalDraft | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { v, savedAt, values } = data as Record<string, unknown>;
  if (v !== FORMAT || typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  if (now - savedAt > DRAFT_MAX_AGE_MS || !values || typeof values !== 'object') return null;
  const record = values as Record<string, unknown>;
  const clean = draftValues(record);
  // Something that is not a form record (e.g. numbers or nested objects) is not ours.
  if (Object.keys(clean).length !== Object.keys(record).length) return null;
  return { savedAt, values: clean };
}

/*
 * localStorage may be missing (a private mode, storage disabled by policy), throw on access
 * (a sandboxed frame) or be full: then nothing is kept and the form works as without it.
 */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The copy kept under `key`, or null (an unusable copy is removed). */
export function readDraft(key: string): LocalDraft | null {
  const store = storage();
  if (!store) return null;
  try {
    const text = store.getItem(key);
    const draft = parseDraft(text);
    if (text !== null && !draft) store.removeItem(key);
    return draft;
  } catch {
    return null;
  }
}

/** Keeps `draft` under `key`; false when the browser would not store it (full, disabled). */
export function writeDraft(key: string, draft: LocalDraft): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(key, serializeDraft(draft));
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes every copy that can no longer be offered (older than 30 days, unreadable): a copy is
 * otherwise only looked at when its own form opens, and a deleted row's form never does.
 */
export function pruneDrafts(now = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) {
      if (key && DRAFT_KEY.test(key) && !parseDraft(store.getItem(key), now)) store.removeItem(key);
    }
  } catch {
    // Storage refused: nothing to tidy.
  }
}

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the copy stays until it ages out or the next save replaces it.
  }
}
