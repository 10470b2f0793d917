import 'server-only';
import { asc, getTableName, ne, sql } from 'drizzle-orm';
import type { Transaction as Tx } from '@/db';
import type { OrderedTable } from './table';

/*
 * Display order 0..n-1. Every write that adds, removes or moves a row first takes
 * `LOCK TABLE … IN SHARE ROW EXCLUSIVE MODE` (it conflicts with itself and with every other row
 * write, not with the public reads), so two admins saving or reordering at once run one after
 * the other and the positions stay exactly 0..n-1.
 */

type Ordered = Pick<OrderedTable<never>, 'table' | 'idColumn' | 'orderColumn' | 'createdColumn'>;

/** Serialises the writes that touch display order or slugs (see above). */
export const lockTable = (tx: Tx, { table }: Pick<Ordered, 'table'>) =>
  tx.execute(sql`lock table ${sql.identifier(getTableName(table))} in share row exclusive mode`);

/** Every row's id in display order, `except` one (ties by age, then id: always the same order). */
export async function currentOrder(tx: Tx, catalogue: Ordered, except?: string): Promise<string[]> {
  const rows = await tx
    .select({ id: catalogue.idColumn })
    .from(catalogue.table)
    .where(except ? ne(catalogue.idColumn, except) : undefined)
    .orderBy(asc(catalogue.orderColumn), asc(catalogue.createdColumn), asc(catalogue.idColumn));
  return rows.map((row) => row.id as string);
}

/** Writes the order 0..n-1 in the order of `ids` (all the rows), only where it changed. */
export async function writeOrder(tx: Tx, catalogue: Ordered, ids: string[]) {
  if (ids.length === 0) return;
  const table = sql.identifier(getTableName(catalogue.table));
  const id = sql.identifier(catalogue.idColumn.name);
  const order = sql.identifier(catalogue.orderColumn.name);
  await tx.execute(sql`
    update ${table} as r set ${order} = (o.position - 1)::int
    from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as o(id, position)
    where r.${id} = o.id::uuid and r.${order} <> (o.position - 1)::int`);
}

/**
 * The new order when an admin asks for `ids`: the given ids first, in their order, then any row
 * not in the list (one added meanwhile) in its current order; unknown ids are ignored.
 */
export function mergeOrder(current: string[], ids: string[]): string[] {
  const known = new Set(current);
  const given = [...new Set(ids)].filter((id) => known.has(id));
  const listed = new Set(given);
  return [...given, ...current.filter((id) => !listed.has(id))];
}

/** Puts `id` at `position` (capped at the end) among `others` and writes the order. */
export async function placeAt(
  tx: Tx,
  catalogue: Ordered,
  id: string,
  position: number,
  others: string[],
) {
  await writeOrder(tx, catalogue, [...others.slice(0, position), id, ...others.slice(position)]);
}
