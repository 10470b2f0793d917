import { localizedPath, type Locale } from '@/i18n/routing';
import { getEnv } from '@/config/env';

/**
 * The public base URL without a trailing slash: SITE_URL, else the local server on PORT. The one
 * place that default lives (links, e-mails, sign-in origins and the start-up log use it).
 */
export function siteUrl(): string {
  const { SITE_URL, PORT } = getEnv();
  return (SITE_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
}

/** The absolute address of a page: `pageUrl('en', '/products')` → "https://…/en/products". */
export const pageUrl = (locale: Locale, path: string) =>
  `${siteUrl()}${localizedPath(locale, path)}`;

/** An image or file path of the site as an absolute URL (structured data wants those). */
export const absoluteUrl = (src: string) => (src.startsWith('/') ? `${siteUrl()}${src}` : src);
