import { getSiteConfig } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl, pageUrl } from '@/lib/site-url';
import { postPath, type LocalizedPost } from './localize';

/**
 * schema.org BlogPosting data of a post page (spec §3 "Blog structured data shape"), with
 * absolute URLs; the site is the publisher, and the author when the post names none.
 */
export function blogPostingJsonLd(post: LocalizedPost, locale: Locale) {
  const url = pageUrl(locale, postPath(post.slug));
  const publisher = getSiteConfig().name[locale];
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.imageUrl ? { image: [absoluteUrl(post.imageUrl)] } : {}),
    author: { '@type': post.author ? 'Person' : 'Organization', name: post.author || publisher },
    publisher: { '@type': 'Organization', name: publisher },
    datePublished: post.publishedDate,
    dateModified: new Date(post.updatedAt).toISOString(),
    inLanguage: locale,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}
