import type { APIRequestContext } from '@playwright/test';
import { decodeAttribute } from '../../setup/html-attributes';
import { startTags } from './html-head';

export type SitemapEntry = {
  /** As listed (absolute, on SITE_URL). */
  loc: string;
  /** The same page on the server under test. */
  path: string;
  lastmod: string | undefined;
  /** hreflang → URL */
  alternates: Record<string, string>;
};

/** Every URL of the site's sitemap.xml, with its lastmod and hreflang alternates. */
export async function readSitemap(request: APIRequestContext): Promise<SitemapEntry[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => {
    const loc = decodeAttribute(body!.match(/<loc>([^<]*)<\/loc>/)![1]!.trim());
    const url = new URL(loc);
    return {
      loc,
      path: url.pathname,
      lastmod: body!.match(/<lastmod>([^<]*)<\/lastmod>/)?.[1],
      alternates: Object.fromEntries(
        startTags(body!, 'xhtml:link').map((link) => [link.hreflang!, link.href!]),
      ),
    };
  });
}

/** The HTML of every sitemap page, fetched from the server under test (as a crawler would). */
export async function fetchPages(
  request: APIRequestContext,
  entries: SitemapEntry[],
): Promise<{ entry: SitemapEntry; status: number; html: string }[]> {
  const pages = [];
  for (const entry of entries) {
    const response = await request.get(entry.path, { maxRedirects: 0 });
    pages.push({ entry, status: response.status(), html: await response.text() });
  }
  return pages;
}
