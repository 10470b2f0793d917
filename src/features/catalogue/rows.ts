import 'server-only';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ActionRefusal, type AdminWrite } from '@/lib/admin/action';
import { auditSummary } from '@/lib/admin/audit';
import { removeUnusedUploads } from '@/lib/media/uploads';
import { forgetPages, REDIRECTS_TAG } from '@/lib/redirects';
import { SEO_TAG } from '@/features/seo/queries';
import { livePaths } from './moves';
import { currentOrder, lockTable, mergeOrder, writeOrder } from './order';
import type { CatalogueTable, OrderedTable } from './table';

/*
 * The bodies of the catalogue's list actions (the switch, delete, reorder), for the features'
 * adminAction handlers: each writes through the action's `write` (one transaction with its audit
 * row) and returns what the form gets.
 */

const ordered = <Row extends { id: string }>(
  catalogue: CatalogueTable<Row>,
): catalogue is OrderedTable<Row> => Boolean(catalogue.orderColumn && catalogue.createdColumn);

/** The property drizzle knows `column` by (its TypeScript name, e.g. isActive for is_active). */
export function keyOf<Row extends { id: string }>(
  catalogue: CatalogueTable<Row>,
  column: PgColumn,
) {
  const entry = Object.entries(getTableColumns(catalogue.table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`${column.name} is not a column of the table`);
  return entry[0];
}

/** The cache tags of a deleted row: its own, and the redirects (its addresses stop leading). */
export const deletedTags = <Row extends { id: string }>(
  catalogue: CatalogueTable<Row>,
  id: string,
) => [...catalogue.tags(id), REDIRECTS_TAG, SEO_TAG];

/** Shows a row on the site or hides it (the list's switch). */
export async function setActive<Row extends { id: string }>(
  catalogue: CatalogueTable<Row>,
  write: AdminWrite,
  id: string,
  active: boolean,
): Promise<{ id: string; isActive: boolean } | ActionRefusal> {
  const { activeColumn } = catalogue;
  if (!activeColumn) throw new Error('setActive: the table has no active column');
  const key = keyOf(catalogue, activeColumn);
  const row = await write(
    async (tx) =>
      ((
        await tx
          .update(catalogue.table)
          .set({ [key]: active } as never)
          .where(eq(catalogue.idColumn, id))
          .returning({ id: catalogue.idColumn, name: catalogue.nameColumn })
      )[0] as { id: string; name: string | null } | undefined) ?? new ActionRefusal('notFound'),
    (row) => ({
      entity: catalogue.auditEntity,
      entityId: row.id,
      summary: auditSummary.visibility(row.name, active),
    }),
  );
  return row instanceof ActionRefusal ? row : { id, isActive: active };
}

/**
 * Deletes a row: the redirects that led to its pages go too (its addresses then follow the
 * not-found rule), the others close the gap in the display order, and its uploaded pictures that
 * nothing else uses are removed after the transaction.
 */
export async function deleteRow<Row extends { id: string }>(
  catalogue: CatalogueTable<Row>,
  write: AdminWrite,
  id: string,
): Promise<{ id: string } | ActionRefusal> {
  const removed = await write(
    async (tx) => {
      if (ordered(catalogue)) await lockTable(tx, catalogue);
      const [found] = await tx
        .select({ ...getTableColumns(catalogue.table), ...catalogue.deleteSelection })
        .from(catalogue.table)
        .where(eq(catalogue.idColumn, id))
        .for('update');
      if (!found) return new ActionRefusal('notFound');
      const row = found as unknown as Row;
      await tx.delete(catalogue.table).where(eq(catalogue.idColumn, id));
      await forgetPages(tx, livePaths(catalogue, row));
      // The others close the gap: positions stay 0..n-1.
      if (ordered(catalogue)) await writeOrder(tx, catalogue, await currentOrder(tx, catalogue));
      return row;
    },
    (row) => ({
      entity: catalogue.auditEntity,
      entityId: row.id,
      summary: auditSummary.deleted(
        (row as Record<string, unknown>)[keyOf(catalogue, catalogue.nameColumn)] as string | null,
      ),
    }),
  );
  if (removed instanceof ActionRefusal) return removed;
  await removeUnusedUploads(catalogue.imagesOf(removed));
  return { id };
}

/**
 * Puts the rows in the given order, in one transaction (see `mergeOrder`): positions are always
 * 0..n-1.
 */
export async function reorder<Row extends { id: string }>(
  catalogue: OrderedTable<Row>,
  write: AdminWrite,
  ids: string[],
): Promise<{ ids: string[] } | ActionRefusal> {
  const order = await write(
    async (tx) => {
      await lockTable(tx, catalogue);
      const next = mergeOrder(await currentOrder(tx, catalogue), ids);
      await writeOrder(tx, catalogue, next);
      return next;
    },
    (next) => ({ entity: catalogue.auditEntity, summary: auditSummary.reordered(next.length) }),
  );
  if (order instanceof ActionRefusal) return order;
  return { ids: order };
}
