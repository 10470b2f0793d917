import { expect, test, type APIRequestContext } from '@playwright/test';
import { decodeAttribute } from '../setup/html-attributes';
import { readHead, startTags } from './audit/html-head';
import { readSitemap, type SitemapEntry } from './audit/sitemap';

/*
 * The site as a crawler without JavaScript walks it (issue 36): from / and /en, every internal
 * link followed. A crawler must find each page at one address only — the sitemap's — so any
 * other address a link names may answer one permanent redirect (308) to a sitemap page, never
 * 200 (a duplicate) and never a chain. The language button names the twin's real address. The
 * heads of all sitemap pages fit what search engines show. Runs before the catalogue specs
 * change any content.
 */

const TITLE = { min: 30, max: 60 };
const DESCRIPTION = { min: 120, max: 160 };

/** A path as the server answers it and the sitemap lists it (percent-encoding normalised). */
const normal = (path: string) => new URL(path, 'http://site').pathname;

/** The internal links of a page: same-site hrefs of its `<a>`s, without query or fragment. */
function internalLinks(html: string, origins: string[]): string[] {
  const links = new Set<string>();
  for (const { href } of startTags(html, 'a')) {
    if (!href) continue;
    const absolute = origins.find((origin) => href.startsWith(origin));
    const path = absolute ? href.slice(absolute.length) || '/' : href;
    if (!path.startsWith('/') || path.startsWith('//')) continue; // external, tel:, mailto:, #
    links.add(normal(path.split(/[?#]/)[0]!));
  }
  return [...links];
}

type Visit = { status: number; location: string | null; html: string; type: string };

async function visit(request: APIRequestContext, path: string): Promise<Visit> {
  const response = await request.get(path, { maxRedirects: 0 });
  const type = response.headers()['content-type'] ?? '';
  // One Location field: two (even equal) make an answer strict clients refuse.
  const locations = response.headersArray().filter(({ name }) => /^location$/i.test(name));
  expect(locations.length, `${decodeURI(path)}: Location fields`).toBeLessThanOrEqual(1);
  return {
    status: response.status(),
    location: locations[0]?.value ?? null,
    html: type.includes('text/html') ? await response.text() : '',
    type,
  };
}

const localeOf = (path: string) => (path === '/en' || path.startsWith('/en/') ? 'en' : 'he');

test('a crawl from / and /en finds every page at its sitemap address only: other links answer one 308 to one', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const entries = await readSitemap(request);
  const siteOrigin = new URL(entries[0]!.loc).origin;
  const listed = new Set(entries.map((entry) => normal(entry.path)));
  const problems: string[] = [];
  const seen = new Map<string, Visit>();
  const queue = ['/', '/en'];
  let pagesRead = 0;
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const answer = await visit(request, path);
    seen.set(path, answer);
    const say = (problem: string) => problems.push(`${decodeURI(path)}: ${problem}`);
    if (answer.status === 200 && !answer.type.includes('text/html')) continue; // a file
    if (answer.status === 200) {
      pagesRead += 1;
      if (!listed.has(path) && !/^\/(en\/)?(admin|auth)(\/|$)/.test(path))
        say('answers 200 but is not in the sitemap (a duplicate or an unlisted page)');
      // The back office is not crawled (robots.txt), only checked to answer.
      if (/^\/(admin|auth)(\/|$)/.test(path)) continue;
      for (const link of internalLinks(answer.html, [siteOrigin, baseURL!])) queue.push(link);
    } else if (answer.status === 308 || answer.status === 301) {
      const target = normal(new URL(answer.location!, siteOrigin).pathname);
      const next = await visit(request, target);
      if (!listed.has(target)) say(`redirects to ${decodeURI(target)}, not a sitemap page`);
      if (next.status !== 200)
        say(`redirects to ${decodeURI(target)}, which answers ${next.status}`);
      if (answer.status !== 308) say(`answers ${answer.status}, not 308`);
    } else {
      say(`answers ${answer.status}${answer.location ? ` → ${answer.location}` : ''}`);
    }
  }
  console.log(
    `Crawl: ${seen.size} addresses, ${pagesRead} pages read, ${listed.size} in the sitemap`,
  );
  expect(problems).toEqual([]);
  // Everything in the sitemap is reachable from the two home pages.
  const unreached = [...listed].filter((path) => !seen.has(path)).map((path) => decodeURI(path));
  expect(unreached).toEqual([]);
});

/** The language button's address on a page (the floating controls' hreflang link). */
function languageButton(html: string): string | undefined {
  const controls = html.match(/<aside[^>]*class="floating-controls"[^>]*>([\s\S]*?)<\/aside>/)?.[1];
  return controls ? startTags(controls, 'a').find((a) => a.hreflang)?.href : undefined;
}

const listOf: Record<string, string> = {
  products: '/products',
  rental: '/machine-rental',
  location: '/locations',
  blog: '/our-blogs',
};

/** Where the button must lead: the hreflang twin, else (a post in one language) the other list. */
function expectedTwin(entry: SitemapEntry): string {
  const other = localeOf(entry.path) === 'he' ? 'en' : 'he';
  const twin = entry.alternates[other];
  if (twin) return normal(new URL(twin).pathname);
  const kind = entry.path.replace(/^\/en/, '').split('/')[1]!;
  return other === 'en' ? `/en${listOf[kind]}` : listOf[kind]!;
}

test('every sitemap page: the language button names its twin, and its head fits 30–60 / 120–160 characters', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const entries = await readSitemap(request);
  const problems: string[] = [];
  const lengths: { title: number[]; description: number[] } = { title: [], description: [] };
  for (const entry of entries) {
    const say = (problem: string) => problems.push(`${decodeURI(entry.path)}: ${problem}`);
    const { html } = await visit(request, entry.path);
    const button = languageButton(html);
    if (!button) say('no language button');
    else if (normal(button) !== expectedTwin(entry))
      say(`language button → ${decodeURI(button)}, twin ${decodeURI(expectedTwin(entry))}`);
    const title = decodeAttribute(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
    const description = readHead(html).meta('description') ?? '';
    lengths.title.push(title.length);
    lengths.description.push(description.length);
    if (title.length < TITLE.min || title.length > TITLE.max)
      say(`title ${title.length} characters: "${title}"`);
    if (description.length < DESCRIPTION.min || description.length > DESCRIPTION.max)
      say(`description ${description.length} characters: "${description}"`);
  }
  const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;
  console.log(
    `Heads: ${entries.length} pages, titles ${range(lengths.title)}, descriptions ${range(lengths.description)} characters`,
  );
  expect(problems).toEqual([]);
});

test('an address with the other language’s slug answers 308 to the twin', async ({ request }) => {
  const entries = await readSitemap(request);
  const detail = entries.filter(
    (entry) =>
      /^\/(products|location|blog)\//.test(entry.path) && entry.alternates.en !== undefined,
  );
  expect(detail.length).toBeGreaterThan(0);
  for (const entry of detail) {
    const english = normal(new URL(entry.alternates.en!).pathname);
    const hebrewSlug = entry.path.split('/').at(-1)!;
    const englishSlug = english.split('/').at(-1)!;
    if (hebrewSlug === englishSlug) continue;
    // The English prefix with the Hebrew slug, and the Hebrew prefix with the English slug.
    const crossed = [
      [`/en${entry.path}`, english],
      [entry.path.replace(hebrewSlug, englishSlug), normal(entry.path)],
    ] as const;
    for (const [from, to] of crossed) {
      const answer = await visit(request, from);
      expect(answer.status, decodeURI(from)).toBe(308);
      expect(normal(new URL(answer.location!, 'http://site').pathname), decodeURI(from)).toBe(to);
    }
  }
});
