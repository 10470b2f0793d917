import { hasLocale } from 'next-intl';
import { defineRouting } from 'next-intl/routing';

/**
 * The URL alone decides the language: Hebrew unprefixed, English under /en. No detection from
 * Accept-Language and no locale cookie, so crawlers and shared links always get the same page.
 */
export const routing = defineRouting({
  locales: ['he', 'en'],
  defaultLocale: 'he',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});

export type Locale = (typeof routing.locales)[number];

export const directionOf = (locale: Locale) => (locale === 'he' ? 'rtl' : 'ltr');

/** The site's other language: the language toggle's target and a page's hreflang twin. */
export const otherLocale = (locale: Locale): Locale => (locale === 'he' ? 'en' : 'he');

/**
 * The [locale] segment of a route as a Locale. The public layout answers 404 for any other value
 * before a page renders, so the fallback only serves generateStaticParams and metadata.
 */
export const toLocale = (value: string): Locale =>
  hasLocale(routing.locales, value) ? value : routing.defaultLocale;

/** A page's params with `locale` typed, e.g. `const { locale, slug } = await pageParams(params)`. */
export async function pageParams<P extends { locale: string }>(
  params: P | Promise<P>,
): Promise<Omit<P, 'locale'> & { locale: Locale }> {
  const resolved = await params;
  return { ...resolved, locale: toLocale(resolved.locale) };
}

/** The public path of `pathname` (a locale-less path like "/products") in `locale`. */
export function localizedPath(locale: Locale, pathname: string): string {
  if (locale === routing.defaultLocale) return pathname;
  return pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
}
