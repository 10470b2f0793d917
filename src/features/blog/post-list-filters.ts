import { z } from 'zod';
import { BLOG_LANGUAGES, type BlogLanguage } from '@/db/schema/blog-posts';
import { pageParam, parseListFilters } from '@/lib/list-filters';
import { ADMIN_BLOG_PATH } from './admin-paths';
import type { PostState } from './publishing';

/**
 * The blog dashboard's view, as its URL holds it (bookmarkable, the back button works):
 *   /admin/blogs?lang=en&q=…&state=scheduled&page=2
 * One language at a time (Hebrew without `lang`); `q` searches the title; `state` is the post's
 * publishing state (draft, scheduled, published). Read leniently: anything malformed is dropped.
 */
export type PostListFilters = {
  lang: BlogLanguage;
  q?: string;
  state?: PostState;
  /** 1-based; 1 is left out of the URL. */
  page?: number;
};

export const POSTS_PAGE_SIZE = 24;
export const POSTS_SEARCH_MAX = 100;
export const POST_STATES = ['published', 'scheduled', 'draft'] as const satisfies PostState[];

const filtersSchema = z.object({
  lang: z.enum(BLOG_LANGUAGES).catch('he').default('he'),
  q: z
    .string()
    .trim()
    .max(POSTS_SEARCH_MAX)
    .optional()
    .catch(undefined)
    .transform((q) => q || undefined),
  state: z.enum(POST_STATES).optional().catch(undefined),
  page: pageParam,
});

/** The view a URL's search parameters ask for; anything malformed is left out, never an error. */
export function parsePostListFilters(
  params: Record<string, string | string[] | undefined> | URLSearchParams,
): PostListFilters {
  const { lang, ...rest } = parseListFilters(filtersSchema, params);
  return { lang: lang ?? 'he', ...rest };
}

/** The search parameters of a view, in a fixed order ('' for the Hebrew list, unfiltered). */
export function postListSearch(filters: Partial<PostListFilters>): string {
  const params = new URLSearchParams();
  if (filters.lang && filters.lang !== 'he') params.set('lang', filters.lang);
  if (filters.q) params.set('q', filters.q);
  if (filters.state) params.set('state', filters.state);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The blog dashboard showing `filters` (the filter form, the pager, "clear filters"). */
export const adminPostsPath = (filters: Partial<PostListFilters> = {}) =>
  `${ADMIN_BLOG_PATH}${postListSearch(filters)}`;
