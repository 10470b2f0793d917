import 'server-only';
import { and, desc, eq, lte, ne, sql } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/db';
import { blogPosts, type BlogLanguage, type BlogPost } from '@/db/schema';
import { localizedPath, otherLocale, type Locale } from '@/i18n/routing';
import { decodeSlug, isUuid } from '@/lib/route-slug';
import { localizePost, postPath, postSlug, type LocalizedPost } from './localize';

/** Cache tag of every blog read; blog writes update it. */
export const BLOG_TAG = 'blog';

/** Cache tag of one post's reads, e.g. "blog-post:<id>". */
export const blogPostTag = (id: string) => `blog-post:${id}`;

/** Related posts shown under a post (spec §9). */
export const RELATED_POSTS_LIMIT = 3;

/**
 * Visitors see only published posts whose publish time has come: drafts and scheduled posts are
 * on no public page, list, related block or sitemap. `now()` is read when the cached read runs;
 * the publish scheduler (publish-scheduler.ts) expires these reads when a scheduled post is due.
 */
const live = and(eq(blogPosts.status, 'published'), lte(blogPosts.publishAt, sql`now()`));

const newestFirst = [desc(blogPosts.publishedDate), desc(blogPosts.createdAt), desc(blogPosts.id)];

/** The public posts of one language, newest published_date first (spec call 6). */
export async function getBlogPosts(language: BlogLanguage): Promise<BlogPost[]> {
  'use cache';
  cacheTag(BLOG_TAG);
  cacheLife('days');
  return getDb()
    .select()
    .from(blogPosts)
    .where(and(live, eq(blogPosts.language, language)))
    .orderBy(...newestFirst);
}

/**
 * One post of `language` whose blog_url is `param` (already decoded), else whose id is `param`
 * (spec call 7), or null. A parameter that is not a uuid never reaches the id comparison.
 */
export async function getBlogPost(param: string, language: BlogLanguage): Promise<BlogPost | null> {
  'use cache';
  cacheTag(BLOG_TAG);
  cacheLife('days');
  const key = param.trim();
  if (!key) return null;
  const db = getDb();
  let [row] = await db
    .select()
    .from(blogPosts)
    .where(and(live, eq(blogPosts.language, language), eq(blogPosts.blogUrl, key)))
    .limit(1);
  if (!row && isUuid(key)) {
    [row] = await db
      .select()
      .from(blogPosts)
      .where(and(live, eq(blogPosts.language, language), eq(blogPosts.id, key.toLowerCase())))
      .limit(1);
  }
  if (row) cacheTag(blogPostTag(row.id));
  return row ?? null;
}

/**
 * Up to 3 posts to read next (spec call 8): the same language and category, newest first,
 * excluding the current post; when the category has fewer than 3, the newest 3 of the language
 * instead (still excluding the current one): the spec's second read replaces the first, so the
 * block is one list in one order, never the category's posts with others mixed in after them.
 */
export async function getRelatedPosts(post: {
  id: string;
  language: BlogLanguage;
  category: string;
}): Promise<BlogPost[]> {
  'use cache';
  cacheTag(BLOG_TAG, blogPostTag(post.id));
  cacheLife('days');
  const db = getDb();
  const sameLanguage = and(live, eq(blogPosts.language, post.language), ne(blogPosts.id, post.id));
  const related = await db
    .select()
    .from(blogPosts)
    .where(and(sameLanguage, eq(blogPosts.category, post.category)))
    .orderBy(...newestFirst)
    .limit(RELATED_POSTS_LIMIT);
  if (related.length >= RELATED_POSTS_LIMIT) return related;
  return db
    .select()
    .from(blogPosts)
    .where(sameLanguage)
    .orderBy(...newestFirst)
    .limit(RELATED_POSTS_LIMIT);
}

/** The post a route's slug names in this language (by blog_url, else id), localized, or null. */
export async function findPost(locale: Locale, slug: string): Promise<LocalizedPost | null> {
  const key = decodeSlug(slug);
  const row = key === null ? null : await getBlogPost(key, locale);
  return row ? localizePost(row, locale) : null;
}

/**
 * Where a post address of `locale` that names no post of that language leads: a post of the
 * other language under this slug goes to its twin in `locale` when an admin linked one that is
 * live, else to itself under its own language's prefix. null: no post of either language.
 */
export async function otherLanguagePostPath(locale: Locale, slug: string): Promise<string | null> {
  const key = decodeSlug(slug);
  const other = otherLocale(locale);
  const row = key === null ? null : await getBlogPost(key, other);
  if (!row) return null;
  const twin = row.twinId ? await getBlogPost(row.twinId, locale) : null;
  return twin
    ? localizedPath(locale, postPath(postSlug(twin)))
    : localizedPath(other, postPath(postSlug(row)));
}

/** The posts of the page's language; a failed read is logged and shows the empty state (§8). */
export async function readPosts(locale: Locale): Promise<LocalizedPost[]> {
  try {
    return (await getBlogPosts(locale)).map((row) => localizePost(row, locale));
  } catch (error) {
    console.error('[blog] reading the post list failed:', error);
    return [];
  }
}

/** The posts to read next under `post`; a failed read hides the block (spec §8). */
export async function readRelatedPosts(
  post: LocalizedPost,
  locale: Locale,
): Promise<LocalizedPost[]> {
  try {
    const rows = await getRelatedPosts({
      id: post.id,
      language: post.language,
      category: post.category,
    });
    return rows.map((row) => localizePost(row, locale));
  } catch (error) {
    console.error('[blog] reading related posts failed:', error);
    return [];
  }
}
