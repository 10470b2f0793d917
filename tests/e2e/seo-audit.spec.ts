import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { readHead } from './audit/html-head';
import { graphNodes, graphProblems } from './audit/json-ld-rules';
import { findJava, nuErrors } from './audit/nu-checker';
import { fetchPages, readSitemap } from './audit/sitemap';

/*
 * The whole public site as search engines read it, page by page from the sitemap, with the demo
 * content: what the audit measured (Nu HTML checker, hreflang, canonical, JSON-LD,
 * Lighthouse SEO). Runs before the catalogue specs change any content.
 */

/** A URL as a crawler compares it ("http://host" and "http://host/" are the same page). */
const sameUrl = (url: string) => new URL(url).href;

/** hreflang alternates in a comparable form: normalized URLs, sorted by language. */
const alternatesKey = (alternates: Record<string, string>) =>
  JSON.stringify(
    Object.entries(alternates)
      .map(([language, url]) => [language, sameUrl(url)])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );

const localeOf = (path: string) => (path === '/en' || path.startsWith('/en/') ? 'en' : 'he');

/**
 * The demo products not on sale yet (src/db/seed/data/products.ts): no price, so no Product node
 * (Google requires offers, review or aggregateRating), only their trail.
 */
const COMING_SOON_PRODUCTS = ['automatic-snack-machine', 'מכונת-חטיפים-אוטומטית'];

/** The type-specific structured data a page of this address must carry. */
function expectedTypes(path: string): string[] {
  const bare = path.replace(/^\/en(?=\/|$)/, '');
  const product = bare.match(/^\/products\/([^/]+)$/)?.[1];
  if (product) {
    return COMING_SOON_PRODUCTS.includes(decodeURIComponent(product))
      ? ['BreadcrumbList']
      : ['Product', 'BreadcrumbList'];
  }
  if (/^\/rental\/[^/]+$/.test(bare)) return ['Product', 'BreadcrumbList'];
  if (/^\/location\/[^/]+$/.test(bare)) return ['LocalBusiness', 'BreadcrumbList'];
  if (/^\/blog\/[^/]+$/.test(bare)) return ['BlogPosting', 'BreadcrumbList'];
  return [];
}

test('robots.txt allows the site, keeps crawlers out of the back office and names the sitemap', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).not.toMatch(/^host:/im);
  expect(robots).toMatch(/^disallow: \/admin$/im);
  expect(robots).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
});

test('the sitemap lists every public page once, each with lastmod and hreflang alternates with x-default', async ({
  request,
}) => {
  const entries = await readSitemap(request);
  // Both languages of the fixed pages, the demo products, rentals, locations and posts.
  expect(entries.length).toBeGreaterThanOrEqual(50);
  expect(new Set(entries.map((e) => e.loc)).size).toBe(entries.length);
  for (const entry of entries) {
    expect(entry.path, entry.loc).not.toMatch(/^\/(en\/)?(admin|auth|api|blog-preview)(\/|$)/);
    expect(Number.isNaN(Date.parse(entry.lastmod ?? '')), `${entry.loc} lastmod`).toBe(false);
    expect(entry.alternates['x-default'], `${entry.loc} x-default`).toBeTruthy();
    expect(entry.alternates[localeOf(entry.path)], `${entry.loc} self`).toBe(entry.loc);
  }
});

test('every sitemap page: one canonical to itself, reciprocal hreflang with x-default, one JSON-LD graph with the required properties', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const entries = await readSitemap(request);
  const pages = await fetchPages(request, entries);
  const heads = new Map(pages.map(({ entry, html }) => [sameUrl(entry.loc), readHead(html)]));
  const problems: string[] = [];
  for (const { entry, status } of pages) {
    const head = heads.get(sameUrl(entry.loc))!;
    const say = (problem: string) => problems.push(`${decodeURI(entry.path)}: ${problem}`);
    if (status !== 200) say(`status ${status}`);
    if (head.canonicals.length !== 1 || sameUrl(head.canonicals[0]!) !== sameUrl(entry.loc)) {
      say(`canonical ${JSON.stringify(head.canonicals)}`);
    }
    if (/noindex/i.test(head.robots ?? '')) say(`robots ${head.robots}`);
    // hreflang: the page names itself and x-default, matches the sitemap, and every page it
    // names names it back with the same set.
    if (sameUrl(head.alternates[localeOf(entry.path)] ?? 'about:blank') !== sameUrl(entry.loc)) {
      say('hreflang lacks itself');
    }
    if (!head.alternates['x-default']) say('hreflang lacks x-default');
    if (alternatesKey(head.alternates) !== alternatesKey(entry.alternates)) {
      say(
        `hreflang ${JSON.stringify(head.alternates)} ≠ sitemap ${JSON.stringify(entry.alternates)}`,
      );
    }
    for (const [language, url] of Object.entries(head.alternates)) {
      if (language === 'x-default') continue;
      const twin = heads.get(sameUrl(url));
      if (!twin) say(`hreflang ${language} → ${url} is not in the sitemap`);
      else if (alternatesKey(twin.alternates) !== alternatesKey(head.alternates)) {
        say(`hreflang ${language} → ${url} does not name the same set back`);
      }
    }
    // Structured data: exactly one script, valid JSON, the site graph and the page's own types.
    if (head.jsonLd.length !== 1) say(`${head.jsonLd.length} JSON-LD scripts`);
    for (const script of head.jsonLd) {
      let document: unknown;
      try {
        document = JSON.parse(script);
      } catch (error) {
        say(`JSON-LD does not parse: ${String(error)}`);
        continue;
      }
      const nodes = graphNodes(document);
      for (const problem of graphProblems(nodes, expectedTypes(entry.path), entry.path)) {
        say(problem);
      }
    }
    // Open Graph and sharing.
    for (const property of [
      'og:title',
      'og:description',
      'og:url',
      'og:type',
      'og:locale',
      'og:site_name',
      'og:image',
      'og:image:width',
      'og:image:height',
    ]) {
      if (!head.meta(property)) say(`no ${property}`);
    }
    if (!/max-image-preview:large/.test(head.robots ?? ''))
      say(`robots "${head.robots}" lacks max-image-preview:large`);
  }
  expect(problems).toEqual([]);
});

test('the Nu HTML checker finds no error on any sitemap page', async ({ request }) => {
  test.setTimeout(300_000);
  const java = findJava();
  test.skip(
    !java,
    'No Java runtime for the Nu HTML checker (apt-get install default-jre-headless)',
  );
  if (!java) console.log('Nu HTML checker skipped: no Java runtime (install default-jre-headless)');
  const pages = await fetchPages(request, await readSitemap(request));
  const errors = nuErrors(
    java!,
    pages.map(({ entry, html }) => ({ name: decodeURI(entry.path), html })),
  );
  console.log(`Nu HTML checker: ${pages.length} pages, ${errors.length} errors`);
  expect(errors).toEqual([]);
});

/**
 * Lighthouse takes ~15 s a page here (most of it its own navigation wait), so the suite checks one
 * page of every kind in both languages; SEO_AUDIT_ALL=1 checks every sitemap page.
 */
const LIGHTHOUSE_SAMPLE =
  /^\/(en)?$|^(\/en)?\/(products|about|our-blogs)$|^(\/en)?\/(products|rental|location|blog)\/[^/]+$/;

test('Lighthouse scores SEO 100 on every kind of page in both languages', async ({ request }) => {
  test.setTimeout(1_800_000);
  const entries = await readSitemap(request);
  // Every listed fixed page, and the first page of each detail kind, per language.
  const kinds = new Set<string>();
  const sample = entries.filter(({ path: page }) => {
    if (process.env.SEO_AUDIT_ALL) return true;
    if (!LIGHTHOUSE_SAMPLE.test(page)) return false;
    const kind = page.replace(/^((?:\/en)?\/(?:products|rental|location|blog))\/[^/]+$/, '$1/*');
    if (kinds.has(kind)) return false;
    kinds.add(kind);
    return true;
  });
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [
      path.join(import.meta.dirname, 'audit/lighthouse-seo.mjs'),
      ...sample.map((e) => `${E2E_BASE_URL}${e.path}`),
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  expect(run.status, run.stderr).toBe(0);
  const results = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
    url: string;
    score: number;
    failed: string[];
  }[];
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Lighthouse SEO: ${results.length} pages in ${seconds.toFixed(0)} s, lowest score ${Math.min(...results.map((r) => r.score))}`,
  );
  expect(results).toHaveLength(sample.length);
  expect(results.filter((result) => result.score < 100)).toEqual([]);
});
