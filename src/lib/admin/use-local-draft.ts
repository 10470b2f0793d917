'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  draftFromControls,
  draftValues,
  pruneDrafts,
  readDraft,
  removeDraft,
  sameDraftValues,
  writeDraft,
  type DraftValues,
  type FormControl,
  type LocalDraft,
} from './draft-storage';

export type { DraftValues, LocalDraft };

/** Quiet time after the last change before the copy is written. */
export const DRAFT_SAVE_DELAY_MS = 1_000;

export type UseLocalDraftOptions = {
  /** The form. It may be remounted (a restore does that): the hook follows the new element. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Where the copy is kept (`draftKey(form, row)`). Without a key nothing is ever stored. */
  storageKey?: string | null;
  /**
   * What "unchanged" means, as `readForm(form)` would give it. Leave it out to use the form's own
   * values when it first mounts (the safest: exactly what readForm reads).
   */
  savedValues?: Record<string, unknown>;
  /**
   * Puts a copy's values back: the form remounts with them as its default values. Called by
   * `restoreDraft()`. Values are as formRecord gives them: `name[]` lists as arrays under `name`.
   */
  restore: (values: DraftValues) => void;
};

export type LocalDraftState = {
  /** The form differs from its saved values (set at once on typing, checked after a pause). */
  dirty: boolean;
  /** A copy from an earlier visit that differs from what the form starts with, until answered. */
  recovered: LocalDraft | null;
  /** Puts the recovered copy into the form (through `restore`); it stays stored until saved. */
  restoreDraft: () => void;
  /** Forgets the recovered copy. */
  discardDraft: () => void;
  /** Something changed that fires no input event (a list row added or removed). */
  markDirty: () => void;
  /**
   * Whether the form differs from its saved values right now (read from the form, not waiting
   * for the pause): what a "close?" question asks before it is put.
   */
  hasChanges: () => boolean;
  /**
   * After a successful save, or when the admin chose to throw the changes away: the copy is
   * removed and the form's current values become "saved".
   */
  clear: () => void;
};

/** One control of a form as draftFromControls reads it. */
function controlOf(element: Element): FormControl | null {
  const excluded = element.getAttribute('data-local-copy') === 'off';
  if (element instanceof HTMLInputElement) {
    const box = element.type === 'checkbox' || element.type === 'radio';
    const values = !box || element.checked ? [element.value] : [];
    return { name: element.name, type: element.type, values, excluded };
  }
  if (element instanceof HTMLSelectElement) {
    const values = Array.from(element.selectedOptions, (option) => option.value);
    return { name: element.name, type: 'select', values, excluded };
  }
  if (element instanceof HTMLTextAreaElement)
    return { name: element.name, type: 'textarea', values: [element.value], excluded };
  return null;
}

/**
 * The form's values as `formRecord(new FormData(form))` reads them, except that disabled fields
 * count too: a field disabled for a moment (until the page is hydrated, while saving) must not
 * look like a change. Files and password fields are left out (draftFromControls).
 */
export function readForm(form: HTMLFormElement): DraftValues {
  return draftFromControls(
    Array.from(form.elements, controlOf).filter((control) => control !== null),
  );
}

/**
 * "Never lose a draft" (issues 10 and 32): knows whether a back-office form has unsaved changes,
 * keeps a copy of what is typed in this browser's localStorage and offers it back after a crash,
 * a closed tab, an expired session or a failed navigation. The one mechanism behind the blog
 * post page (post-form.tsx) and every add/edit dialog (AdminFormDialog, which adds the "close
 * without saving?" question):
 *
 *   const formRef = useRef<HTMLFormElement>(null);
 *   const draft = useLocalDraft({ formRef, storageKey: draftKey('blog', post?.id), restore });
 *   <DraftRecoveryBanner draft={draft} />
 *   <LeaveGuard when={draft.dirty} keepsCopy />
 *   <form ref={formRef} key={version} …>  // on success: draft.clear()
 *
 * - Every `input`/`change` inside the form, every control added, removed or re-valued in it
 *   (dynamic lists, ImageListField's hidden inputs) and `markDirty()` schedule a check a second
 *   later: the form (readForm: FormData's reading, disabled fields included, files and passwords
 *   left out) is compared with its saved values; if it differs
 *   the copy is written with the time, if not the copy is removed and `dirty` goes back to false.
 *   `hasChanges()` makes the same comparison at once.
 *   A pending write is done at once when the page is hidden or closed and when the form goes.
 * - On mount a stored copy that differs from the form's values is offered as `recovered`. Until
 *   the admin answers, the copy is not overwritten (typing meanwhile is kept from the answer on).
 * - No `storageKey`: nothing is stored or offered, `dirty` still works. A full or unavailable
 *   storage only means no copy: the form works the same.
 * - Call the hook in a component that stays mounted when the form is remounted by a restore.
 *
 * The copy lives in this browser only, in plain text, and outlives signing out (like any text
 * left in a form); it is removed by a save, by "התעלמות", or after 30 days.
 */
export function useLocalDraft({
  formRef,
  storageKey,
  savedValues,
  restore,
}: UseLocalDraftOptions): LocalDraftState {
  const [dirty, setDirty] = useState(false);
  const [recovered, setRecovered] = useState<LocalDraft | null>(null);

  const key = storageKey || null;
  /** The last form element seen (React clears formRef before effect cleanups run). */
  const formElement = useRef<HTMLFormElement | null>(null);
  const baseline = useRef<DraftValues | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** A recovered copy waits for an answer: it is not overwritten meanwhile. */
  const holding = useRef(false);
  /** After `clear()`, a remounted form's values become the baseline. */
  const rebaseOnRemount = useRef(false);
  const latest = useRef({ key, restore, savedValues, recovered });
  useEffect(() => {
    latest.current = { key, restore, savedValues, recovered };
  });

  const snapshot = useCallback((): DraftValues | null => {
    const form = formRef.current ?? formElement.current;
    return form ? readForm(form) : null;
  }, [formRef]);

  /** Compares the form with its saved values and keeps (or drops) the copy. */
  const check = useCallback(
    (report = true) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const current = snapshot();
      if (!current || !baseline.current) return;
      const changed = !sameDraftValues(current, baseline.current);
      if (report) setDirty(changed);
      const storeKey = latest.current.key;
      if (!storeKey || holding.current) return;
      if (changed) writeDraft(storeKey, { savedAt: Date.now(), values: current });
      else removeDraft(storeKey);
    },
    [snapshot],
  );

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => check(), DRAFT_SAVE_DELAY_MS);
  }, [check]);

  const markDirty = useCallback(() => {
    setDirty(true);
    schedule();
  }, [schedule]);

  // The baseline and an earlier copy, once per key (the form is in the DOM by now).
  useEffect(() => {
    // Copies of rows deleted since (their form never opens again) go after 30 days too.
    pruneDrafts();
    const form = formRef.current;
    formElement.current = form;
    const given = latest.current.savedValues;
    baseline.current = given ? draftValues(given) : snapshot();
    holding.current = false;
    if (!key) return;
    const stored = readDraft(key);
    if (!stored) return;
    if (baseline.current && sameDraftValues(stored.values, baseline.current)) {
      removeDraft(key);
      return;
    }
    holding.current = true;
    // Local storage is only readable after hydration: the banner appears once mounted.
    setRecovered(stored);
  }, [key, formRef, snapshot]);

  /** A remounted form (restore, or a save that re-renders it with a new key): follow it. */
  const followForm = useCallback(() => {
    const form = formRef.current;
    if (!form || form === formElement.current) return;
    formElement.current = form;
    if (!baseline.current || rebaseOnRemount.current) baseline.current = snapshot();
    rebaseOnRemount.current = false;
  }, [formRef, snapshot]);
  /** Set by `clear()`: the next render's form is the saved one (a new id, a slug made by the save). */
  const rebaseAfterSave = useRef(false);
  useEffect(() => {
    followForm();
    if (!rebaseAfterSave.current) return;
    rebaseAfterSave.current = false;
    baseline.current = snapshot() ?? baseline.current;
  });

  // Changes inside the form: typing, choices, and controls added, removed or re-valued.
  useEffect(() => {
    const inForm = (target: EventTarget | null) =>
      target instanceof Node && Boolean(formElement.current?.contains(target));
    const onEdit = (event: Event) => {
      followForm();
      if (!inForm(event.target)) return;
      rebaseOnRemount.current = false;
      setDirty(true);
      schedule();
    };
    const isControl = (node: Node) =>
      node instanceof Element &&
      (node.matches('input, select, textarea') ||
        Boolean(node.querySelector('input, select, textarea')));
    const observer = new MutationObserver((records) => {
      if (
        records.some(
          (record) =>
            record.type === 'attributes' ||
            [...record.addedNodes, ...record.removedNodes].some(isControl),
        )
      )
        schedule();
    });
    let observed: HTMLFormElement | null = null;
    const observe = () => {
      followForm();
      const form = formElement.current;
      if (form === observed) return;
      observer.disconnect();
      observed = form;
      if (form)
        observer.observe(form, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['value', 'name', 'checked', 'disabled'],
        });
    };
    observe();
    // The form element may change (remount) without this component rendering: look every second.
    const follow = setInterval(observe, 1_000);
    const flush = () => {
      if (timer.current) check(false);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('input', onEdit, true);
    document.addEventListener('change', onEdit, true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('input', onEdit, true);
      document.removeEventListener('change', onEdit, true);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      clearInterval(follow);
      observer.disconnect();
      // Leaving the page within the pause still keeps what was typed.
      flush();
    };
  }, [check, schedule, followForm]);

  const restoreDraft = useCallback(() => {
    const copy = latest.current.recovered;
    if (!copy) return;
    holding.current = false;
    setRecovered(null);
    latest.current.restore(copy.values);
    // The restored values are not saved yet: the form is dirty and the copy is written again.
    setDirty(true);
    schedule();
  }, [schedule]);

  const discardDraft = useCallback(() => {
    holding.current = false;
    setRecovered(null);
    if (latest.current.key) removeDraft(latest.current.key);
    // Whatever was typed while the question was open is kept from now on.
    schedule();
  }, [schedule]);

  const hasChanges = useCallback(() => {
    const current = snapshot();
    return Boolean(current && baseline.current && !sameDraftValues(current, baseline.current));
  }, [snapshot]);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    holding.current = false;
    if (latest.current.key) removeDraft(latest.current.key);
    baseline.current = snapshot();
    // What the save changes in the form right after (the new post's id, the slug it made) is
    // part of the saved state too: taken again once the form has rendered them.
    rebaseAfterSave.current = true;
    rebaseOnRemount.current = true;
    setRecovered(null);
    setDirty(false);
  }, [snapshot]);

  return { dirty, recovered, restoreDraft, discardDraft, markDirty, hasChanges, clear };
}
