import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { permanentRedirect } from 'next/navigation';
import { getDb, type Database } from '@/db';
import { redirects, seoSettings } from '@/db/schema';
import { decodePath } from './page-head';
import { decodeSlug } from './route-slug';

/**
 * Cache tag of the redirect lookups; every write below is followed by `updateTag(REDIRECTS_TAG)`,
 * and by the SEO settings' tag too, since a page's settings move and go with it.
 */
export const REDIRECTS_TAG = 'redirects';

/** A transaction or the client: moves are recorded in the same transaction as the rename. */
type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Where a page that moved lives now, or null. Asked by detail pages only when their slug found
 * nothing, so a live page never pays for it.
 */
export async function findRedirect(path: string): Promise<string | null> {
  'use cache';
  cacheTag(REDIRECTS_TAG);
  cacheLife('days');
  const [row] = await getDb()
    .select({ to: redirects.toPath })
    .from(redirects)
    .where(eq(redirects.fromPath, path))
    .limit(1);
  return row?.to ?? null;
}

/**
 * Records that pages moved (`from` → `to`, public paths from the path functions, localized).
 * Older redirects to `from` now lead straight to `to` (no chains), and a path that is live again
 * stops redirecting (no loops when a slug is renamed back). The page's SEO settings (keyed by
 * its decoded path) move with it, unless the new address already has its own; then the old
 * address's row is left alone, as a custom path the dashboard shows.
 */
export async function recordMoves(
  db: Writer,
  moves: { from: string; to: string }[],
  /** The acting admin's e-mail (redirects.created_by), shown in the SEO dashboard's list. */
  by: string | null = null,
) {
  for (const { from, to } of moves) {
    if (from === to) continue;
    await db.delete(redirects).where(eq(redirects.fromPath, to));
    await db.update(redirects).set({ toPath: to }).where(eq(redirects.toPath, from));
    await db
      .insert(redirects)
      .values({ fromPath: from, toPath: to, createdBy: by })
      .onConflictDoUpdate({
        target: redirects.fromPath,
        set: { toPath: to, createdAt: new Date(), createdBy: by },
      });
    await moveSeoSettings(db, decodePath(from), decodePath(to));
  }
}

async function moveSeoSettings(db: Writer, from: string, to: string) {
  const [taken] = await db
    .select({ id: seoSettings.id })
    .from(seoSettings)
    .where(eq(seoSettings.pagePath, to))
    .limit(1);
  if (!taken)
    await db.update(seoSettings).set({ pagePath: to }).where(eq(seoSettings.pagePath, from));
}

/**
 * Addresses that are live pages (again, or now: a new row took a slug that once moved) stop
 * redirecting elsewhere. Returns how many redirects were dropped (so the caller updates the tag).
 */
export async function claimPaths(db: Writer, paths: string[]): Promise<number> {
  if (paths.length === 0) return 0;
  const dropped = await db
    .delete(redirects)
    .where(inArray(redirects.fromPath, paths))
    .returning({ from: redirects.fromPath });
  return dropped.length;
}

/**
 * Forgets the pages that are gone (a deleted machine, product, rental or post): the redirects
 * that lead to them and their SEO settings (keyed by the decoded path), so neither lingers.
 */
export async function forgetPages(db: Writer, paths: string[]) {
  if (paths.length === 0) return;
  await db.delete(redirects).where(inArray(redirects.toPath, paths));
  await db.delete(seoSettings).where(inArray(seoSettings.pagePath, paths.map(decodePath)));
}

/**
 * For a detail page whose slug found nothing: when the page's address (`pathFor` the decoded
 * slug, from the path functions) moved, answers with a permanent redirect to where it lives now;
 * otherwise returns and the page applies its not-found rule. A slug no page can have (decodeSlug)
 * is not looked up. Next.js pages can only answer a permanent redirect with 308 (the permanent
 * twin of 301 that also keeps the method; search engines treat both alike).
 */
export async function followMove(
  slugParam: string,
  pathFor: (slug: string) => string,
): Promise<void> {
  const slug = decodeSlug(slugParam);
  if (slug === null) return;
  const to = await findRedirect(pathFor(slug));
  if (to) permanentRedirect(to);
}
