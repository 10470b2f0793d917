import type { BlogLanguage } from '@/db/schema/blog-posts';
import { localizedPath } from '@/i18n/routing';

/** The blog dashboard's addresses (one home for them: links, redirects and tests use these). */
export const ADMIN_BLOG_PATH = '/admin/blogs';

/** The list of one language's posts (Hebrew is the default and has no parameter). */
export const adminBlogListPath = (language: BlogLanguage = 'he') =>
  language === 'he' ? ADMIN_BLOG_PATH : `${ADMIN_BLOG_PATH}?lang=${language}`;

/** The form for a new post, starting in `language`. */
export const adminNewPostPath = (language: BlogLanguage = 'he') =>
  language === 'he' ? `${ADMIN_BLOG_PATH}/new` : `${ADMIN_BLOG_PATH}/new?lang=${language}`;

/** The form of an existing post. */
export const adminEditPostPath = (id: string) => `${ADMIN_BLOG_PATH}/${id}`;

/**
 * The post as visitors would see it, whatever its state: a page of the public site in the post's
 * language (its header, footer and texts), shown to admins only.
 */
export const postPreviewPath = (id: string, language: BlogLanguage) =>
  localizedPath(language, `/blog-preview/${id}`);
