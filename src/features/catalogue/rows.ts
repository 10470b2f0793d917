import 'server-only';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ActionRefusal, type AdminWrite } from '@/lib/admin/action';
import { auditSummary } from '@/lib/admin/audit';
import type { Transaction } from '@/db';
import { REDIRECTS_TAG } from '@/lib/redirects';
import { moveToTrash } from '@/lib/admin/trash';
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
 * Deletes one row inside `tx` (the delete action's and the lists' bulk delete's one code path):
 * the row and what it owns go to the trash (src/features/trash: kept 30 days, its pictures stay
 * in storage until then), the redirects that led to its pages go (its addresses then follow the
 * not-found rule) and the others close the gap in the display order. Returns the deleted row.
 */
export async function deleteRowInTx<Row extends { id: string }>(
  tx: Transaction,
  catalogue: CatalogueTable<Row>,
  id: string,
  deletedBy: string | null,
): Promise<Row | ActionRefusal> {
  if (ordered(catalogue)) await lockTable(tx, catalogue);
  const [found] = await tx
    .select({ ...getTableColumns(catalogue.table), ...catalogue.deleteSelection })
    .from(catalogue.table)
    .where(eq(catalogue.idColumn, id))
    .for('update');
  if (!found) return new ActionRefusal('notFound');
  const row = found as unknown as Row;
  await moveToTrash(
    tx,
    {
      kind: catalogue.trashKind,
      table: catalogue.table,
      idColumn: catalogue.idColumn,
      id,
      title: String(nameOf(catalogue, row) ?? ''),
      paths: livePaths(catalogue, row),
      images: catalogue.imagesOf(row),
    },
    deletedBy,
  );
  // The others close the gap: positions stay 0..n-1.
  if (ordered(catalogue)) await writeOrder(tx, catalogue, await currentOrder(tx, catalogue));
  return row;
}

const nameOf = <Row extends { id: string }>(catalogue: CatalogueTable<Row>, row: Row) =>
  (row as Record<string, unknown>)[keyOf(catalogue, catalogue.nameColumn)] as string | null;

/**
 * Deletes a row into the trash (deleteRowInTx) with its audit row; `deletedBy` is the admin's
 * e-mail. Its pictures stay in storage while it is in the trash.
 */
export async function deleteRow<Row extends { id: string }>(
  catalogue: CatalogueTable<Row>,
  write: AdminWrite,
  id: string,
  deletedBy: string | null = null,
): Promise<{ id: string } | ActionRefusal> {
  const removed = await write(
    (tx) => deleteRowInTx(tx, catalogue, id, deletedBy),
    (row) => ({
      entity: catalogue.auditEntity,
      entityId: row.id,
      summary: auditSummary.deleted(nameOf(catalogue, row)),
    }),
  );
  if (removed instanceof ActionRefusal) return removed;
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
