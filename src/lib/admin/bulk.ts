import 'server-only';
import { z } from 'zod';
import type { Transaction } from '@/db';
import { ActionRefusal, type AdminWrite } from './action';
import { auditSummary } from './audit';

/*
 * The admin lists' bulk actions (issue 32: machines and blog): the selected ids checked, every
 * item changed in one transaction, and one audit entry naming how many and which. The features'
 * actions say only how one batch (or one item) is written.
 */

/** The ids of a list's bulk action: 1 to 200 items, each once. */
export const bulkIdsSchema = z
  .array(z.uuid('invalid'))
  .min(1, 'required')
  .max(200, 'tooMany')
  .transform((ids) => [...new Set(ids)]);

/** What a bulk action answers: how many items it changed and their names. */
export type BulkResult = { count: number; names: string[] };

/** "3: A, B, C" for a bulk action's audit entry. */
const bulkLabel = (names: readonly string[]) => `${names.length}: ${names.join(', ')}`;

/** Runs `run` (the changed items' names) in one transaction with one audit entry on `entity`. */
function bulkWrite(
  write: AdminWrite,
  entity: string,
  summary: (label: string) => string,
  run: (tx: Transaction) => Promise<string[] | ActionRefusal>,
): Promise<BulkResult | ActionRefusal> {
  return write(
    async (tx) => {
      const names = await run(tx);
      if (names instanceof ActionRefusal) return names;
      return { count: names.length, names };
    },
    ({ names }) => ({ entity, summary: summary(bulkLabel(names)) }),
  );
}

/**
 * A bulk "show on the site" (`shown`) / "hide": `update` changes every selected row at once and
 * gives the changed rows' names. Refused, and nothing changed, when one of `ids` is gone.
 */
export const bulkSetVisibility = (
  write: AdminWrite,
  entity: string,
  ids: readonly string[],
  shown: boolean,
  update: (tx: Transaction) => Promise<string[]>,
): Promise<BulkResult | ActionRefusal> =>
  bulkWrite(
    write,
    entity,
    (label) => auditSummary.visibility(label, shown),
    async (tx) => {
      const names = await update(tx);
      return names.length === ids.length ? names : new ActionRefusal('notFound');
    },
  );

/**
 * A bulk delete: `deleteOne` (the single delete's own code path, giving the item's name) on every
 * selected id. Refused, and nothing deleted, when one refuses (e.g. is gone).
 */
export const bulkDelete = (
  write: AdminWrite,
  entity: string,
  ids: readonly string[],
  deleteOne: (tx: Transaction, id: string) => Promise<string | ActionRefusal>,
): Promise<BulkResult | ActionRefusal> =>
  bulkWrite(write, entity, auditSummary.deleted, async (tx) => {
    const names: string[] = [];
    for (const id of ids) {
      const name = await deleteOne(tx, id);
      if (name instanceof ActionRefusal) return name;
      names.push(name);
    }
    return names;
  });
