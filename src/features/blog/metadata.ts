import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/page-metadata';
import { pageUrl } from '@/lib/site-url';
import { postPath } from './localize';
import { findPost } from './queries';

/**
 * The metadata of a post's page: title, description, picture and article dates; an unknown post
 * gets the not-found title and is kept out of the index.
 */
export async function postMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const post = await findPost(locale, slug);
  if (!post) {
    const t = await getTranslations({ locale, namespace: 'blog' });
    return { title: t('notFoundTitle'), robots: { index: false } };
  }
  const path = postPath(post.slug);
  const meta = pageMetadata({
    locale,
    path,
    title: post.title,
    description: post.excerpt || post.subtitle || post.title,
    image: post.imageUrl ?? undefined,
  });
  const canonical = pageUrl(locale, path);
  return {
    ...meta,
    // A post exists in one language only: no twin to announce.
    alternates: { canonical, languages: { [locale]: canonical } },
    openGraph: {
      ...meta.openGraph,
      type: 'article',
      publishedTime: post.publishedDate,
      modifiedTime: new Date(post.updatedAt).toISOString(),
      ...(post.author ? { authors: [post.author] } : {}),
    },
  };
}
