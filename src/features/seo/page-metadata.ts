import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_SHARE_IMAGE } from '@/config/images';
import { STATIC_PAGES, type StaticPage } from '@/config/static-pages';
import type { SeoSetting } from '@/db/schema';
import { localizedPath, pageParams, routing, type Locale } from '@/i18n/routing';
import { decodePath, defaultLanguagePath, headDefaults, type PageHead } from '@/lib/page-head';
import { absoluteUrl, pageUrl } from '@/lib/site-url';
import { filled } from '@/lib/text';
import { imageSize } from './page-metadata-image';
import { getSeoSettings } from './queries';

/*
 * Every public page's <head> (issue 11 "Public output"): what the page says about itself
 * (a `PageHead` from its feature's builder, or a fixed page's texts) with the SEO settings an
 * admin saved for its public path on top. Next replaces the layout's openGraph object when a
 * page sets one, so each page gets the complete set here.
 */

/** Robots when no settings say otherwise: index, and show big picture previews. */
export const DEFAULT_ROBOTS = 'index, follow, max-image-preview:large';

/**
 * The robots value of a page: an admin's value as it is — with `max-image-preview:large` added
 * when it allows indexing and says nothing about previews — else the default (noindex pages:
 * "noindex, follow").
 */
export function robotsValue(saved: string | null | undefined, noindex = false): string {
  const value = filled(saved)?.trim();
  if (!value) return noindex ? 'noindex, follow' : DEFAULT_ROBOTS;
  const directives = value.toLowerCase();
  const blocksIndex = /\b(noindex|none)\b/.test(directives);
  if (blocksIndex || directives.includes('max-image-preview')) return value;
  return `${value.replace(/[\s,]+$/, '')}, max-image-preview:large`;
}

const OG_LOCALES: Record<Locale, string> = { he: 'he_IL', en: 'en_US' };

/** The public path seo_settings keys a page by: locale prefix, decoded slug ("/en/blog/x"). */
export const settingsPath = (head: Pick<PageHead, 'locale' | 'path'>) =>
  localizedPath(head.locale, decodePath(head.path));

/** The absolute address of each language of the page, and x-default. */
export function hreflangUrls(head: PageHead): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) {
    const path = head.languages[locale];
    if (path !== undefined) languages[locale] = pageUrl(locale, path);
  }
  languages[head.locale] ??= pageUrl(head.locale, head.path);
  const fallback = defaultLanguagePath(head);
  languages['x-default'] = pageUrl(fallback.locale, fallback.path);
  return languages;
}

const keywordList = (saved: string | null | undefined, own: string[] | undefined) => {
  const words = filled(saved)
    ?.split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  return words && words.length > 0 ? words : own && own.length > 0 ? own : undefined;
};

/**
 * A page's metadata from its head and the settings row of its public path (or `settings` when
 * given: a test, or a caller that read it already). Every field falls back to the page's own.
 */
export async function headMetadata(
  head: PageHead,
  settings?: SeoSetting | null,
): Promise<Metadata> {
  const [row, t] = await Promise.all([
    settings === undefined ? getSeoSettings(settingsPath(head)) : settings,
    getTranslations({ locale: head.locale, namespace: 'metadata' }),
  ]);
  const siteName = t('siteName');
  const defaults = headDefaults(head, siteName);
  const title = filled(row?.metaTitle)?.trim() ?? defaults.title;
  const description = filled(row?.metaDescription)?.trim() ?? defaults.description;
  const url = pageUrl(head.locale, head.path);
  const canonical = filled(row?.canonicalUrl)?.trim() ?? url;
  const languages = hreflangUrls(head);
  const hasTwin = routing.locales.some(
    (locale) => locale !== head.locale && head.languages[locale] !== undefined,
  );

  const ogTitle = filled(row?.ogTitle)?.trim() ?? title;
  const ogDescription = filled(row?.ogDescription)?.trim() ?? description;
  const ogImage = filled(row?.ogImage)?.trim() ?? head.image ?? DEFAULT_SHARE_IMAGE;
  const twitterImage = filled(row?.twitterImage)?.trim() ?? ogImage;
  // An admin's own picture shows something else than the page's: its title describes it.
  const imageAlt = (ogImage === head.image && head.imageAlt) || ogTitle;
  const [ogSize, twitterSize] = await Promise.all([
    imageSize(ogImage),
    twitterImage === ogImage ? null : imageSize(twitterImage),
  ]);
  const picture = (src: string, size: { width: number; height: number } | null) => ({
    url: absoluteUrl(src),
    ...(size ? { width: size.width, height: size.height } : {}),
    alt: imageAlt,
  });

  const article = head.type === 'article' ? (head.article ?? {}) : undefined;
  const keywords = keywordList(row?.metaKeywords, head.keywords);
  return {
    title: { absolute: title },
    description,
    ...(keywords ? { keywords } : {}),
    robots: robotsValue(row?.robots, head.noindex),
    alternates: { canonical, languages },
    openGraph: {
      ...(article
        ? {
            type: 'article' as const,
            ...(article.publishedTime ? { publishedTime: article.publishedTime } : {}),
            ...(article.modifiedTime ? { modifiedTime: article.modifiedTime } : {}),
            ...(article.section ? { section: article.section } : {}),
            ...(article.tags ? { tags: article.tags } : {}),
            ...(article.authors ? { authors: article.authors } : {}),
          }
        : { type: 'website' as const }),
      url: canonical,
      title: ogTitle,
      description: ogDescription,
      siteName,
      locale: OG_LOCALES[head.locale],
      ...(hasTwin
        ? {
            alternateLocale: routing.locales
              .filter((l) => l !== head.locale && head.languages[l] !== undefined)
              .map((l) => OG_LOCALES[l]),
          }
        : {}),
      images: [picture(ogImage, ogSize)],
    },
    twitter: {
      card: 'summary_large_image',
      title: filled(row?.twitterTitle)?.trim() ?? ogTitle,
      description: filled(row?.twitterDescription)?.trim() ?? ogDescription,
      images: [picture(twitterImage, twitterImage === ogImage ? ogSize : twitterSize)],
    },
  };
}

/** A fixed page's head in `locale`: its texts are `pages.<key>.title` / `.description`. */
export async function staticPageHead(page: StaticPage, locale: Locale): Promise<PageHead> {
  const t = await getTranslations({ locale, namespace: 'pages' });
  const config: { path: string; image?: string; absoluteTitle?: boolean } = STATIC_PAGES[page];
  return {
    locale,
    path: config.path,
    languages: Object.fromEntries(routing.locales.map((l) => [l, config.path])),
    title: t(`${page}.title`),
    description: t(`${page}.description`),
    ...(config.image ? { image: config.image } : {}),
    ...(config.absoluteTitle ? { absoluteTitle: true } : {}),
    type: 'website',
  };
}

/**
 * The `generateMetadata` of a fixed page: `export const generateMetadata =
 * staticPageMetadata('products');`
 */
export function staticPageMetadata(page: StaticPage) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await pageParams(params);
    return headMetadata(await staticPageHead(page, locale));
  };
}

/**
 * The `generateMetadata` of a detail page (a product, a post, a location, a rental) from its
 * feature's head builder: `export const generateMetadata = detailPageMetadata(productHead);`.
 * An address that leads to no page is kept out of the index, with `notFoundTitle` when the page
 * shows its own not-found text.
 */
export function detailPageMetadata(
  build: (locale: Locale, slug: string) => Promise<PageHead | null>,
  notFoundTitle?: (locale: Locale) => Promise<string>,
) {
  return async ({
    params,
  }: {
    params: Promise<{ locale: string; slug: string }>;
  }): Promise<Metadata> => {
    const { locale, slug } = await pageParams(params);
    const head = await build(locale, slug);
    if (head) return headMetadata(head);
    return {
      ...(notFoundTitle ? { title: await notFoundTitle(locale) } : {}),
      robots: { index: false },
    };
  };
}
