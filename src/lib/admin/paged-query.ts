import 'server-only';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/db';

/*
 * The admin lists' paging (machines, blog, inbox, audit log): the view's total counted in SQL,
 * the asked page clamped to the last one, and that page's rows read with limit and offset.
 */

/** One page of a list view, with the view's total. */
export type ListPage<T> = {
  rows: T[];
  /** Rows matching the filters, all pages. */
  total: number;
  /** 1-based; past the last page reads as the last page. */
  page: number;
  pageCount: number;
};

/**
 * Counts `table`'s rows under `where`, then reads page `requested` (1 when not given; past the
 * end reads as the last page) of `pageSize` rows with `read(limit, offset)`, which keeps to the
 * same `where` and gives its order. No rows, no second query.
 */
export async function queryPage<T>(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
  requested: number | undefined,
  pageSize: number,
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<ListPage<T>> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(requested ?? 1, pageCount);
  const rows = total === 0 ? [] : await read(pageSize, (page - 1) * pageSize);
  return { rows, total, page, pageCount };
}
