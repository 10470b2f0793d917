import 'server-only';
import { and, asc, count, desc, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { blogPosts, type BlogLanguage, type BlogPost } from '@/db/schema';
import { requireRole } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import { queryPage, type ListPage } from '@/lib/admin/paged-query';
import { isUuid } from '@/lib/route-slug';
import { POSTS_PAGE_SIZE, type PostListFilters } from './post-list-filters';
import { postState, type PostState } from './publishing';

/*
 * Admin reads of the blog: plain server functions (no browser can call them), each checking the
 * admin role itself. They see every post, whatever its state.
 */

/** A post as the dashboard's list shows it. */
export type AdminPostSummary = Pick<
  BlogPost,
  | 'id'
  | 'blogUrl'
  | 'language'
  | 'title'
  | 'category'
  | 'author'
  | 'publishedDate'
  | 'imageUrl'
  | 'isBlogOfWeek'
  | 'internalLikes'
  | 'externalLikes'
  | 'publishAt'
> & { state: PostState };

/** The columns of an AdminPostSummary, with the status its state is worked out from. */
const adminPostColumns = {
  id: blogPosts.id,
  blogUrl: blogPosts.blogUrl,
  language: blogPosts.language,
  title: blogPosts.title,
  category: blogPosts.category,
  author: blogPosts.author,
  publishedDate: blogPosts.publishedDate,
  imageUrl: blogPosts.imageUrl,
  isBlogOfWeek: blogPosts.isBlogOfWeek,
  internalLikes: blogPosts.internalLikes,
  externalLikes: blogPosts.externalLikes,
  publishAt: blogPosts.publishAt,
  status: blogPosts.status,
};

/**
 * Admin only: the posts of one language, newest first (spec call "blog_posts: select all ordered
 * by created_at descending", per the list's language filter).
 */
export async function listAdminPosts(language: BlogLanguage): Promise<AdminPostSummary[]> {
  await requireRole(ROLES_FOR.content);
  const rows = await getDb()
    .select(adminPostColumns)
    .from(blogPosts)
    .where(eq(blogPosts.language, language))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  const now = new Date();
  return rows.map(({ status, ...row }) => ({ ...row, state: postState({ status, ...row }, now) }));
}

/** Admin only: how many posts each language has (the filter's counts). */
export async function countAdminPosts(): Promise<Record<BlogLanguage, number>> {
  await requireRole(ROLES_FOR.content);
  const rows = await getDb()
    .select({ language: blogPosts.language, posts: count() })
    .from(blogPosts)
    .groupBy(blogPosts.language);
  const counts: Record<BlogLanguage, number> = { he: 0, en: 0 };
  for (const row of rows) counts[row.language] = row.posts;
  return counts;
}

/** Admin only: one post, whatever its state (the edit form, the preview), or null. */
export async function getAdminPost(id: string): Promise<BlogPost | null> {
  await requireRole(ROLES_FOR.content);
  if (!isUuid(id)) return null;
  const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row ?? null;
}

/** A post the blog form offers as "the same post in the other language". */
export type TwinChoice = { id: string; title: string };

/**
 * Admin only: the posts of each language by title, every state (a draft can be paired ahead of
 * publishing; only a public twin is announced), for the form's twin select. `exceptId`: the
 * edited post itself.
 */
export async function listTwinChoices(
  exceptId?: string,
): Promise<Record<BlogLanguage, TwinChoice[]>> {
  await requireRole(ROLES_FOR.content);
  const rows = await getDb()
    .select({ id: blogPosts.id, title: blogPosts.title, language: blogPosts.language })
    .from(blogPosts)
    .orderBy(asc(blogPosts.title), asc(blogPosts.id));
  const choices: Record<BlogLanguage, TwinChoice[]> = { he: [], en: [] };
  for (const { language, ...row } of rows) {
    if (row.id !== exceptId) choices[language].push(row);
  }
  return choices;
}

/** `text` for a LIKE pattern that matches it literally anywhere. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The conditions of a dashboard view (all must hold), in SQL; `now` decides "scheduled". */
function postListWhere(filters: PostListFilters, now: Date): SQL | undefined {
  const p = blogPosts;
  const conditions: (SQL | undefined)[] = [eq(p.language, filters.lang)];
  if (filters.q) conditions.push(sql`lower(${p.title}) like ${contains(filters.q)}`);
  if (filters.state === 'draft') conditions.push(eq(p.status, 'draft'));
  if (filters.state === 'scheduled') conditions.push(ne(p.status, 'draft'), gt(p.publishAt, now));
  if (filters.state === 'published') conditions.push(ne(p.status, 'draft'), lte(p.publishAt, now));
  return and(...conditions);
}

export type AdminPostsPage = ListPage<AdminPostSummary>;

/**
 * Admin only: one page of the dashboard's view (language, title search, state), newest first,
 * filtered and paged in SQL.
 */
export async function getAdminPostsPage(
  filters: PostListFilters,
  now: Date = new Date(),
): Promise<AdminPostsPage> {
  await requireRole(ROLES_FOR.content);
  const db = getDb();
  const where = postListWhere(filters, now);
  const { rows, ...paging } = await queryPage(
    db,
    blogPosts,
    where,
    filters.page,
    POSTS_PAGE_SIZE,
    (limit, offset) =>
      db
        .select(adminPostColumns)
        .from(blogPosts)
        .where(where)
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
        .limit(limit)
        .offset(offset),
  );
  return {
    rows: rows.map(({ status, ...row }) => ({ ...row, state: postState({ status, ...row }, now) })),
    ...paging,
  };
}
