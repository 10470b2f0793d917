import 'server-only';
import { asc } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/db';
import { seoSettings, type SeoSetting } from '@/db/schema';

/** The cache tag of every read of seo_settings; the SEO dashboard's writes update it. */
export const SEO_TAG = 'seo';

/**
 * Every page's SEO settings, ordered by page path (spec call "seo_settings: select all ordered by
 * page_path"). One cache entry serves every page's head: the table holds one row per page.
 */
export async function getAllSeoSettings(): Promise<SeoSetting[]> {
  'use cache';
  cacheTag(SEO_TAG);
  cacheLife('days');
  return getDb().select().from(seoSettings).orderBy(asc(seoSettings.pagePath));
}

/** The settings an admin saved for one public path ("/", "/en/about", "/products/x"), if any. */
export async function getSeoSettings(pagePath: string): Promise<SeoSetting | undefined> {
  const rows = await getAllSeoSettings();
  return rows.find((row) => row.pagePath === pagePath);
}
