import 'server-only';
import { ActionRefusal } from './action';
import { changedFields, fieldName } from './audit';

/*
 * Optimistic concurrency for the edit forms: a colleague's save is never silently undone. A form
 * opened on a row carries the row's `updated_at` as `version`; the save reads the row locked (FOR
 * UPDATE, in its transaction) and refuses with "stale" when the stored row is newer, naming the
 * fields where what is stored differs from what the form sends. The operator then reloads (and
 * sees the colleague's values) or sends the same form again with `overwrite`.
 *
 * Writes that are not edits of the row's content keep its `updated_at` (the display order), so
 * a reorder in the list does not make every open form stale. The form's fields are in
 * version-fields.ts (schemas are read in the browser too).
 */

/**
 * A refusal when the stored row changed since the form's version (and the operator did not
 * choose to overwrite): its detail names, in Hebrew, the fields whose stored values differ from
 * `next` (what the save would write).
 */
export function staleEdit(
  stored: Record<string, unknown>,
  input: { version?: string; overwrite?: boolean },
  next: Record<string, unknown>,
): ActionRefusal | null {
  if (input.version === undefined || input.overwrite) return null;
  if (!(stored.updatedAt instanceof Date)) throw new Error('staleEdit: the row has no updatedAt');
  if (Date.parse(input.version) === stored.updatedAt.getTime()) return null;
  // A save that writes what is stored already undoes nothing (e.g. the other change was to a
  // field this form does not send).
  const changed = changedFields(stored, next);
  return changed.length
    ? new ActionRefusal('stale', undefined, { changed: changed.map(fieldName) })
    : null;
}
