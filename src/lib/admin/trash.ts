import 'server-only';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction as Tx } from '@/db';
import { trash, type ContentKind } from '@/db/schema';
import { decodePath } from '@/lib/page-head';
import { forgetPages } from '@/lib/redirects';

/*
 * The one way a machine, product, rental machine or blog post is deleted (issue 32, "Trash"): in
 * the delete's own transaction the item's row and everything the delete removes with it (its
 * pages' SEO settings and the redirects that led to it) are kept in a `trash` row, then removed
 * as before (its pages answer as deleted at once). Its pictures stay in storage until the entry
 * is purged (src/features/trash/purge.ts); src/features/trash/restore.ts puts everything back.
 * Here in lib (not in the trash feature) because the features' own deletes call it: the catalogue
 * kit's deleteRowInTx (machines, products, rentals) and the blog's deletePostInTx.
 */

/** What a trash entry keeps (the `snapshot` column). Rows are as PostgreSQL gives `to_jsonb`. */
export type TrashSnapshot = {
  version: 1;
  /** The table the row came from (`machines`, `products`, `rental_machines`, `blog_posts`). */
  table: string;
  /** The row, keyed by column name. */
  row: Record<string, unknown>;
  /** The SEO settings of its pages (seo_settings rows). */
  seo: Record<string, unknown>[];
  /** The redirects that led to its pages (redirects rows). */
  redirects: Record<string, unknown>[];
  /** Its uploaded pictures' URLs (main image, gallery, cover), for the purge. */
  images: string[];
  /** Products: the inquiries that named it (their link is cleared by the delete). */
  inquiryIds?: string[];
  /** Posts: the posts whose twin it was (their link is cleared by the delete). */
  twinIds?: string[];
};

export type TrashItem = {
  kind: ContentKind;
  table: PgTable;
  idColumn: PgColumn;
  id: string;
  /** The item's Hebrew name or title, for the trash list. */
  title: string;
  /** Every public path that reaches the item's pages (they are forgotten as by any delete). */
  paths: string[];
  images: string[];
};

const rowsAsJson = async (tx: Tx, query: ReturnType<typeof sql>) =>
  (await tx.execute<{ row: Record<string, unknown> }>(query)).rows.map((r) => r.row);

/**
 * Keeps the item (and what it owns) in the trash, then deletes it and forgets its pages. Runs in
 * the caller's transaction; the caller has checked the row exists (and locked it). Returns the
 * trash entry's id.
 */
export async function moveToTrash(
  tx: Tx,
  item: TrashItem,
  deletedBy: string | null,
): Promise<string> {
  const table = getTableName(item.table);
  const [row] = await rowsAsJson(
    tx,
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where t.id = ${item.id}`,
  );
  if (!row) throw new Error(`moveToTrash: ${table} ${item.id} not found`);
  const decoded = [...new Set(item.paths.map(decodePath))];
  const seo = decoded.length
    ? await rowsAsJson(
        tx,
        sql`select to_jsonb(s) as row from seo_settings s where s.page_path in ${sql`(${sql.join(
          decoded.map((path) => sql`${path}`),
          sql`, `,
        )})`}`,
      )
    : [];
  const redirectRows = item.paths.length
    ? await rowsAsJson(
        tx,
        sql`select to_jsonb(r) as row from redirects r where r.to_path in ${sql`(${sql.join(
          item.paths.map((path) => sql`${path}`),
          sql`, `,
        )})`}`,
      )
    : [];
  const snapshot: TrashSnapshot = {
    version: 1,
    table,
    row,
    seo,
    redirects: redirectRows,
    images: [...new Set(item.images)],
  };
  if (item.kind === 'product') {
    const linked = await tx.execute<{ id: string }>(
      sql`select id from contact_inquiries where product_id = ${item.id}`,
    );
    snapshot.inquiryIds = linked.rows.map((r) => r.id);
  }
  if (item.kind === 'post') {
    const twins = await tx.execute<{ id: string }>(
      sql`select id from blog_posts where twin_id = ${item.id} and id <> ${item.id}`,
    );
    snapshot.twinIds = twins.rows.map((r) => r.id);
  }
  const [entry] = await tx
    .insert(trash)
    .values({
      kind: item.kind,
      entityId: item.id,
      title: item.title.trim() || '—',
      snapshot,
      deletedBy,
    })
    .returning({ id: trash.id });
  await tx.delete(item.table).where(eq(item.idColumn, item.id));
  await forgetPages(tx, item.paths);
  return entry!.id;
}

/** The trash entries' snapshots as stored (for a reader that only needs a few fields). */
export const snapshotOf = (value: unknown): TrashSnapshot => value as TrashSnapshot;

/** Trash entries by id (helper for restore and purge). */
export const trashEntry = async (tx: Pick<Tx, 'select'>, id: string) =>
  (await tx.select().from(trash).where(eq(trash.id, id)).for('update'))[0];
