import 'server-only';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/db';
import { machinesPublic, type PublicMachine } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { decodeSlug, isUuid } from '@/lib/route-slug';

/** Cache tag of every public machine read; machine writes update it. */
export const MACHINES_TAG = 'machines';

/** Number of machines on the home page's preview (spec §9). */
export const MACHINES_PREVIEW_LIMIT = 6;

/**
 * Active machines, newest first (spec call 3), both languages' columns. `limit` for the home
 * preview; the locations page reads them all.
 */
export async function getActiveMachines(limit?: number): Promise<PublicMachine[]> {
  'use cache';
  cacheTag(MACHINES_TAG);
  cacheLife('days');
  const query = getDb()
    .select()
    .from(machinesPublic)
    .where(eq(machinesPublic.status, 'active'))
    .orderBy(desc(machinesPublic.createdAt), desc(machinesPublic.id));
  return limit ? query.limit(limit) : query;
}

/**
 * One active machine by the slug of a location page (spec call 4): slug_he on Hebrew pages,
 * slug_en on English ones. Cards link to `slug_he or id` (English: `slug_en or slug_he or id`) and
 * the language toggle keeps the other language's slug, so those are accepted too, the page
 * language's own slug winning. `slug` may still be URL-encoded (Hebrew slugs arrive that way).
 */
export async function getActiveMachineBySlug(
  slug: string,
  locale: Locale,
): Promise<PublicMachine | null> {
  'use cache';
  cacheTag(MACHINES_TAG);
  cacheLife('days');
  const key = decodeSlug(slug)?.trim();
  if (!key) return null;
  const matches: SQL[] = [eq(machinesPublic.slugHe, key), eq(machinesPublic.slugEn, key)];
  if (isUuid(key)) matches.push(eq(machinesPublic.id, key.toLowerCase()));
  const rows = await getDb()
    .select()
    .from(machinesPublic)
    .where(and(eq(machinesPublic.status, 'active'), or(...matches)))
    .limit(3);
  const own = (m: PublicMachine) => (locale === 'en' ? m.slugEn : m.slugHe);
  const rank = (m: PublicMachine) => (own(m) === key ? 0 : m.slugHe === key ? 1 : 2);
  return rows.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}
