/**
 * The local copy of a form being edited ("never lose a draft"): what is kept, how it is compared
 * and how it is read back. Pure functions plus guarded localStorage access; the hook
 * (use-local-draft.ts) decides when.
 *
 * Stored under the form's key as JSON `{ v: 1, savedAt, values }`, where `values` is the form as
 * `formRecord(new FormData(form))` gives it (`name[]` lists as arrays) with files left out and
 * line breaks as "\n". A copy older than DRAFT_MAX_AGE_MS, of another format or unreadable is
 * ignored (and removed).
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

export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the copy stays until it ages out or the next save replaces it.
  }
}
