import { getTranslations } from 'next-intl/server';
import type { BlogPost } from '@/db/schema';
import { otherLocale, type Locale } from '@/i18n/routing';
import type { PageHead } from '@/lib/page-head';
import { decodeSlug } from '@/lib/route-slug';
import { localizePost, postPath, postSlug } from './localize';
import { getBlogPost } from './queries';

/**
 * A post page's head: title, description, picture, article dates, section and tags. A post
 * exists in its own language; `twin` is the same article in the other language when an admin
 * linked them and it is public, announced as the page's other language.
 */
export function postHeadOf(row: BlogPost, twin?: BlogPost | null): PageHead {
  const locale = row.language;
  const post = localizePost(row, locale);
  const path = postPath(post.slug);
  const paired = twin && twin.language !== locale ? twin : null;
  const updatedAt = new Date(row.updatedAt);
  const keywords = (row.keywords ?? []).map((word) => word.trim()).filter(Boolean);
  return {
    locale,
    path,
    languages: {
      [locale]: path,
      ...(paired ? { [paired.language]: postPath(postSlug(paired)) } : {}),
    },
    title: post.title,
    description: post.excerpt || post.subtitle || post.title,
    image: post.imageUrl ?? undefined,
    imageAlt: post.imageAlt,
    type: 'article',
    article: {
      publishedTime: post.publishedDate,
      modifiedTime: updatedAt.toISOString(),
      section: post.category || undefined,
      tags: keywords.length > 0 ? keywords : undefined,
      authors: post.author ? [post.author] : undefined,
    },
    lastModified: updatedAt,
    keywords: keywords.length > 0 ? keywords : undefined,
  };
}

/** The head of the post a route's slug names in `locale`; null for no public post. */
export async function postHead(locale: Locale, slug: string): Promise<PageHead | null> {
  const key = decodeSlug(slug);
  const row = key === null ? null : await getBlogPost(key, locale);
  if (!row) return null;
  // Only a public twin: getBlogPost reads live posts only.
  const twin = row.twinId ? await getBlogPost(row.twinId, otherLocale(locale)) : null;
  return postHeadOf(row, twin);
}

/** The title of a post address that leads nowhere (the page shows "Post Not Found"). */
export async function postNotFoundTitle(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return t('notFoundTitle');
}
