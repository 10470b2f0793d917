import type { MetadataRoute } from 'next';
import { listSitePages } from '@/features/seo/site-pages';
import { encodePath } from '@/lib/page-head';
import { siteUrl } from '@/lib/site-url';

/** An absolute URL of a public path as listed ("/en/products/מכונה" → percent-encoded). */
const urlOf = (path: string) => `${siteUrl()}${encodePath(path)}`;

/**
 * Every public page (listSitePages: fixed pages, active products, rentals and locations, live
 * posts), each with its last change and its languages plus x-default (hreflang).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await listSitePages();
  return pages.map((page) => ({
    url: urlOf(page.path),
    lastModified: page.lastModified,
    alternates: {
      languages: Object.fromEntries(
        Object.entries(page.alternates).map(([language, path]) => [language, urlOf(path)]),
      ),
    },
  }));
}
