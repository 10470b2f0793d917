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

/** The public path of `pathname` (a locale-less path like "/products") in `locale`. */
export function localizedPath(locale: Locale, pathname: string): string {
  if (locale === routing.defaultLocale) return pathname;
  return pathname === '/' ? `/${locale}` : `/${locale}${pathname}`;
}
