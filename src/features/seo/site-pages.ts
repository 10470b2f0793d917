import 'server-only';
import { getTranslations } from 'next-intl/server';
import { STATIC_PAGES } from '@/config/static-pages';
import { localizedPath, routing, type Locale } from '@/i18n/routing';

/*
 * CONTRACT (issue 11): every public page of the site, in both languages — the one list the
 * sitemap, the SEO dashboard and auto-generation share. STUB: static pages only; the full version
 * (products, rentals, locations, posts, each page's own head defaults) replaces it.
 */

export const SITE_PAGE_CATEGORIES = ['pages', 'products', 'rentals', 'locations', 'posts'] as const;
export type SitePageCategory = (typeof SITE_PAGE_CATEGORIES)[number];

export type SitePage = {
  /** The public path, the key of seo_settings: "/", "/en/about", "/products/מכונת-פיצה". */
  path: string;
  locale: Locale;
  category: SitePageCategory;
  /** The page's own title and description: its head when no settings exist. */
  title: string;
  description: string;
  /** Its own sharing picture (a site path), if any. */
  image?: string;
  /** When its content last changed (sitemap lastmod). */
  lastModified?: Date;
  /** hreflang: the public path of the page in each language it exists in, and x-default. */
  alternates: Partial<Record<Locale, string>> & { 'x-default': string };
  /** Keywords of its own content (a post's keywords), to suggest a focus keyword. */
  keywords?: string[];
};

export async function listSitePages(): Promise<SitePage[]> {
  const pages: SitePage[] = [];
  for (const [key, { path }] of Object.entries(STATIC_PAGES)) {
    for (const locale of routing.locales) {
      const t = await getTranslations({ locale, namespace: 'pages' });
      pages.push({
        path: localizedPath(locale, path),
        locale,
        category: 'pages',
        title: t(`${key}.title` as never),
        description: t(`${key}.description` as never),
        alternates: {
          he: localizedPath('he', path),
          en: localizedPath('en', path),
          'x-default': localizedPath('he', path),
        },
      });
    }
  }
  return pages;
}
