import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { seoSettings } from '@/db/schema';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { formData as form } from '../../../tests/setup/form-data';
import { saveSeoSettings } from './admin-actions';
import { forgetPageAnalyses, loadSeoDashboard } from './admin-queries';
import { hasIssues } from './score';
import { listSitePages } from './site-pages';

/**
 * The SEO dashboard grades what each page serves (issue 36), against a real PostgreSQL and a
 * stand-in for this site's server that serves every page a full head — as page-metadata.ts
 * `headMetadata` does for a page without settings — except one page served with a bare head.
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next-intl/server', () => import('../../../tests/setup/next-intl-server'));
vi.mock('next/cache', () =>
  import('../../../tests/setup/admin-action-harness').then((h) => h.uncachedNextCache()),
);

adminActionHarness({ clear: [seoSettings], silence: ['info'] });

const ORIGIN = 'https://autopizza.example.co.il';
/** The page served with only a title and a description. */
const BARE = '/en/contact';
let server: Server;
/** Pages served as given here instead of the full head (a test changes them mid-way). */
const served = new Map<string, string>();
const savedEnv = { PORT: process.env.PORT, SITE_URL: process.env.SITE_URL };

/** A full head for `path`: its own title (30–60) and description (120–160), sharing tags, JSON-LD. */
function fullHead(path: string): string {
  const title = `Page ${path}`.padEnd(40, '.').slice(0, 60);
  const description = `The page at ${path} `.padEnd(140, 'x').slice(0, 160);
  return `<title>${title}</title><meta name="description" content="${description}">
    <meta name="keywords" content="pizza"><link rel="canonical" href="${ORIGIN}${encodeURI(path)}">
    <meta property="og:title" content="${title}"><meta property="og:description" content="${description}">
    <meta property="og:image" content="${ORIGIN}/og.webp"><meta name="twitter:title" content="${title}">
    <meta name="twitter:description" content="${description}"><meta name="twitter:image" content="${ORIGIN}/og.webp">
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage"}</script>`;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = decodeURI((request.url ?? '/').split('?')[0] ?? '/');
    const page = served.get(path);
    if (page) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
      return;
    }
    const head =
      path === BARE
        ? `<title>Contact AutoPizza: call or write to us</title><meta name="description" content="${'Contact us '.repeat(13).trim()}">`
        : fullHead(path);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!DOCTYPE html><html><head>${head}</head><body><main><h1>${path}</h1>` +
        `<p>Text of ${path}.</p><a href="/en/about">About</a></main></body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PORT = String((server.address() as AddressInfo).port);
  process.env.SITE_URL = ORIGIN;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('loadSeoDashboard — scores from the served pages', () => {
  it('grades pages without settings on their served head; a row field overrides; summary follows', async () => {
    // A row whose short title overrides the served one: 15 off.
    const saved = await saveSeoSettings(null, form({ pagePath: '/en/about', metaTitle: 'About' }));
    expect(saved.ok).toBe(true);

    const sitePages = await listSitePages();
    const dashboard = await loadSeoDashboard();
    expect(dashboard.pages).toHaveLength(sitePages.length);
    const scoreOf = (path: string) => dashboard.pages.find((page) => page.path === path)!.score;

    // Full head, no row: only the focus keyword (10) is missing — not 21 as before.
    const home = dashboard.pages.find((page) => page.path === '/')!;
    expect(home.settings).toBeNull();
    expect(home.score).toBe(90);
    expect(home.graded.title).toBe(`Page /`.padEnd(40, '.'));
    // Bare head: focus keyword 10, Open Graph 9, canonical 3, schema 3, Twitter 3, keywords 1.
    expect(scoreOf(BARE)).toBe(71);
    // The row's "About" (5 characters) replaces the served 40-character title.
    expect(scoreOf('/en/about')).toBe(75);
    const about = dashboard.pages.find((page) => page.path === '/en/about')!;
    expect(about.graded.title).toBe('About');
    // Every page links /en/about from its <main>; nobody links the others.
    expect(about.inboundLinks).toBe(sitePages.length - 1);
    expect(home.inboundLinks).toBe(0);

    const others = dashboard.pages.length - 2;
    expect(dashboard.summary).toEqual({
      overall: Math.round((others * 90 + 71 + 75) / dashboard.pages.length),
      total: dashboard.pages.length,
      withIssues: 2,
    });
    expect(
      dashboard.pages
        .filter((page) => hasIssues(page.score))
        .map(({ path }) => path)
        .sort(),
    ).toEqual([BARE, '/en/about'].sort());
  });

  it('scores a page on its new content shortly after a save; a restart reads back what was kept', async () => {
    const LANDING = '/landing-x';
    const page = (title: string) =>
      `<!DOCTYPE html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>` +
      `<p>${'Fresh pizza from a machine, any hour. '.repeat(20)}</p></main></body></html>`;
    served.set(LANDING, page('A landing page about vending machines'));
    await getDb().insert(seoSettings).values({ pagePath: LANDING, focusKeyword: 'pizza' });
    const landing = async () =>
      (await loadSeoDashboard()).pages.find((entry) => entry.path === LANDING)!;
    const before = await landing();
    expect(before.graded.title).toBe('A landing page about vending machines');

    // The page changes; nothing was saved: the kept analysis still stands (read again later).
    served.set(LANDING, page('Pizza machines: a landing page about vending'));
    expect((await landing()).graded.title).toBe('A landing page about vending machines');
    // A save (its row's version moves on): the dashboard right after it grades the new content.
    await getDb()
      .update(seoSettings)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(eq(seoSettings.pagePath, LANDING));
    // It is read again in the background: the next visits grade the new content.
    await vi.waitFor(async () =>
      expect((await landing()).graded.title).toBe('Pizza machines: a landing page about vending'),
    );
    const after = await landing();
    expect(after.score).toBeGreaterThan(before.score);

    // A restart: the stored analyses are read back, not the pages (this one changed unsaved).
    await forgetPageAnalyses();
    served.set(LANDING, page('Changed while the server was down'));
    expect((await landing()).graded.title).toBe('Pizza machines: a landing page about vending');
    // Forgetting the stored ones too reads every page again.
    await forgetPageAnalyses({ stored: true });
    expect((await landing()).graded.title).toBe('Changed while the server was down');
    served.delete(LANDING);
  });
});
