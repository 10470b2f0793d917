import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { STATIC_PAGES, type StaticPage } from '@/config/static-pages';
import { otherLocale, pageParams, routing, type Locale } from '@/i18n/routing';
import { pageUrl } from './site-url';

/**
 * A page's title and description plus its canonical address and its twin in the other language
 * (hreflang), so search engines index each language at its own URL.
 * `path` is the locale-less path, e.g. "/products"; `twinPath` when the other language's differs
 * (detail pages whose slug changes with the language).
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  twinPath,
  image,
  absoluteTitle,
}: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  twinPath?: string;
  image?: string;
  /** Skip the layout's "%s | brand" template (the home page title already names the brand). */
  absoluteTitle?: boolean;
}): Metadata {
  const other = otherLocale(locale);
  const url = pageUrl(locale, path);
  const languages = Object.fromEntries(
    routing.locales.map((l) => [l, pageUrl(l, l === other && twinPath ? twinPath : path)]),
  );
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: { ...languages, 'x-default': languages.he! } },
    openGraph: { title, description, url, ...(image ? { images: [image] } : {}) },
  };
}

/**
 * The `generateMetadata` of a fixed page: `export const generateMetadata =
 * staticPageMetadata('products');`
 */
export function staticPageMetadata(page: StaticPage) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await pageParams(params);
    const t = await getTranslations({ locale, namespace: 'pages' });
    const { path, ...options } = STATIC_PAGES[page];
    return pageMetadata({
      locale,
      path,
      title: t(`${page}.title`),
      description: t(`${page}.description`),
      ...options,
    });
  };
}

/**
 * The `generateMetadata` of a detail page (a product, a post, a location, a rental) from its
 * feature's builder: `export const generateMetadata = detailPageMetadata(productMetadata);`
 */
export function detailPageMetadata(build: (locale: Locale, slug: string) => Promise<Metadata>) {
  return async ({
    params,
  }: {
    params: Promise<{ locale: string; slug: string }>;
  }): Promise<Metadata> => {
    const { locale, slug } = await pageParams(params);
    return build(locale, slug);
  };
}
