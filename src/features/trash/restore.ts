import 'server-only';
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction as Tx } from '@/db';
import { redirects, seoSettings, trash, type ContentKind } from '@/db/schema';
import { ActionRefusal } from '@/lib/admin/action';
import { claimPaths } from '@/lib/redirects';
import { currentOrder, lockTable, placeAt } from '@/features/catalogue/order';
import { fromColumns, TRASH_KINDS } from './kinds';
import { snapshotOf } from '@/lib/admin/trash';

export type Restored = { id: string; kind: ContentKind; entityId: string; title: string };

/**
 * Inserts stored rows (keyed by column name) into `table` as they were, ids included: only the
 * columns the rows have (a column added since keeps its default). `onConflictDoNothing` skips a
 * row whose key (e.g. a page path's SEO settings made meanwhile) is taken.
 */
async function insertStored(
  tx: Tx,
  table: PgTable,
  rows: Record<string, unknown>[],
  { onConflictDoNothing = false } = {},
) {
  if (rows.length === 0) return;
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = Object.values(getTableColumns(table))
    .map((column) => column.name)
    .filter((name) => present.has(name));
  const list = sql.join(
    columns.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const name = sql.identifier(getTableName(table));
  await tx.execute(sql`insert into ${name} (${list})
    select ${list} from jsonb_populate_recordset(null::${name}, ${JSON.stringify(rows)}::jsonb)
    ${onConflictDoNothing ? sql`on conflict do nothing` : sql``}`);
}

/**
 * Brings a trash entry back, in `tx`: its row with the same id (so its revisions still attach),
 * as it was (visible or hidden as before), its pages' SEO settings and the redirects that led to
 * it (those whose old address is free), the links other rows had to it (a product's inquiries, a
 * post's twin), then the entry leaves the trash. Refused (`trashSlugTaken`) when another item
 * took one of its slugs meanwhile: the admin renames that one first (nothing is changed).
 */
export async function restoreInTx(tx: Tx, entryId: string): Promise<Restored | ActionRefusal> {
  const [entry] = await tx.select().from(trash).where(eq(trash.id, entryId)).for('update');
  if (!entry) return new ActionRefusal('notFound');
  const kind = TRASH_KINDS[entry.kind];
  const snapshot = snapshotOf(entry.snapshot);
  const stored = { ...snapshot.row };
  if (kind.ordered) await lockTable(tx, kind.ordered);

  const [live] = await tx
    .select({ id: kind.idColumn })
    .from(kind.table)
    .where(eq(kind.idColumn, entry.entityId));
  if (live) return new ActionRefusal('trashAlreadyBack');
  if (await kind.slugTaken(tx, fromColumns(kind.table, stored))) {
    return new ActionRefusal('trashSlugTaken');
  }

  if (entry.kind === 'post') {
    // Its twin may be gone (deleted meanwhile); the featured post of the week may be another now.
    if (stored.twin_id) {
      const twin = await tx.execute(sql`select 1 from blog_posts where id = ${stored.twin_id}`);
      if (twin.rows.length === 0) stored.twin_id = null;
    }
    if (stored.is_blog_of_week) {
      const featured = await tx.execute(
        sql`select 1 from blog_posts where language = ${stored.language} and is_blog_of_week`,
      );
      if (featured.rows.length > 0) stored.is_blog_of_week = false;
    }
  }

  await insertStored(tx, kind.table, [stored]);
  await insertStored(tx, seoSettings, snapshot.seo ?? [], { onConflictDoNothing: true });
  await insertStored(tx, redirects, snapshot.redirects ?? [], { onConflictDoNothing: true });
  // Its addresses are live again: redirects from them to elsewhere stop.
  const paths = kind.paths(fromColumns(kind.table, stored));
  await claimPaths(tx, paths);
  if (snapshot.inquiryIds?.length) {
    await tx.execute(sql`update contact_inquiries set product_id = ${entry.entityId}
      where product_id is null and id in (select jsonb_array_elements_text(${JSON.stringify(
        snapshot.inquiryIds,
      )}::jsonb)::uuid)`);
  }
  if (snapshot.twinIds?.length) {
    await tx.execute(sql`update blog_posts set twin_id = ${entry.entityId}
      where twin_id is null and id in (select jsonb_array_elements_text(${JSON.stringify(
        snapshot.twinIds,
      )}::jsonb)::uuid)`);
  }
  // Back at its old position; the others make room (positions stay 0..n-1).
  if (kind.ordered) {
    const others = await currentOrder(tx, kind.ordered, entry.entityId);
    const position = Number(stored[kind.ordered.orderColumn.name] ?? others.length);
    await placeAt(tx, kind.ordered, entry.entityId, Math.max(0, position), others);
  }
  await tx.delete(trash).where(eq(trash.id, entry.id));
  return { id: entry.id, kind: entry.kind, entityId: entry.entityId, title: entry.title };
}
