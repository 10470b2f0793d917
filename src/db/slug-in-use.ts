import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './index';

/**
 * The question every catalogue write asks before storing a slug (machines, products, rentals,
 * posts): does another row's page already answer to it? One place for the query, so the tables
 * differ only in which columns hold their slugs.
 */
export type SlugColumns = {
  table: PgTable;
  id: PgColumn;
  slugs: PgColumn[];
  /** Narrows the rows that compete (posts: slugs are unique per language). */
  where?: SQL;
};

/** Whether a row other than `ownId` has `slug` in one of the slug columns. */
export async function slugInUse(
  db: Pick<Database, 'select'>,
  { table, id, slugs, where }: SlugColumns,
  slug: string,
  ownId: string | undefined,
): Promise<boolean> {
  const used = or(...slugs.map((column) => eq(column, slug)));
  const [row] = await db
    .select({ id })
    .from(table)
    .where(and(used, where, ownId ? ne(id, ownId) : undefined))
    .limit(1);
  return Boolean(row);
}
