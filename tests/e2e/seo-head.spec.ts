import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './admin';
import { queryE2eDb } from './db';

/*
 * Every public page's head (issue 11 "Public output"): the complete Open Graph set, the lists in
 * the server HTML (no JavaScript needed), one canonical and reciprocal hreflang with x-default.
 * What an admin saves for a page is checked in admin-seo.spec.ts, whose SEO-writing tests run
 * one at a time (auto-generation touches every page).
 */

/** The HTML without its inline SVG drawings (innermost first, so nested ones go too). */
function withoutSvg(html: string): string {
  let rest = html;
  for (;;) {
    const next = rest.replace(/<svg\b[^>]*>(?:(?!<svg\b)[\s\S])*?<\/svg>/g, '');
    if (next === rest) return rest;
    rest = next;
  }
}

/** The head of a public page as a crawler gets it (no JavaScript). */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  // The whole document: metadata may be streamed after the <head> for ordinary browsers.
  const head = html;
  const decode = (value: string) =>
    value
      .replaceAll('&amp;', '&')
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>');
  const all = (pattern: RegExp) => [...head.matchAll(pattern)].map((m) => decode(m[1]!));
  const meta = (key: string) =>
    all(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'));
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
      m[1]!,
      decode(m[2]!),
    ]),
  );
  return {
    html,
    // The document's title, not an SVG's (the locations map names its pins with <title>).
    title: [...withoutSvg(html).matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
    alternates,
    meta,
  };
}

test.describe('page heads', () => {
  test('every fixed page has the complete Open Graph set and large image previews', async ({
    request,
  }) => {
    for (const path of ['/', '/en', '/products', '/en/contact', '/our-blogs', '/en/locations']) {
      const head = await headOf(request, path);
      expect(head.title, path).toHaveLength(1);
      expect(head.title[0]!.length, path).toBeLessThanOrEqual(60);
      expect(head.meta('description')[0]!.length, path).toBeLessThanOrEqual(160);
      expect(head.meta('og:locale'), path).toEqual([path.startsWith('/en') ? 'en_US' : 'he_IL']);
      expect(head.meta('og:locale:alternate'), path).toHaveLength(1);
      expect(head.meta('og:site_name'), path).toHaveLength(1);
      expect(head.meta('og:type'), path).toEqual(['website']);
      expect(head.meta('og:image:width'), path).toHaveLength(1);
      expect(head.meta('twitter:card'), path).toEqual(['summary_large_image']);
      expect(head.meta('robots')[0], path).toContain('max-image-preview:large');
      expect(head.canonical, path).toHaveLength(1);
    }
  });

  test('a product page: one canonical, reciprocal hreflang with x-default', async ({ request }) => {
    const english = await headOf(request, '/en/products/automatic-pizza-machine');
    expect(english.canonical).toEqual([
      expect.stringMatching(/\/en\/products\/automatic-pizza-machine$/),
    ]);
    expect(Object.keys(english.alternates).sort()).toEqual(['en', 'he', 'x-default']);
    expect(english.alternates['x-default']).toBe(english.alternates.he);
    const hebrewPath = new URL(english.alternates.he!).pathname;
    const hebrew = await headOf(request, hebrewPath);
    expect(hebrew.canonical).toEqual([english.alternates.he]);
    expect(hebrew.alternates).toEqual(english.alternates);
  });

  test('a post page without a twin: one canonical, itself and x-default', async ({ request }) => {
    const path = '/en/blog/how-to-choose-a-location-for-a-vending-machine';
    const [post] = await queryE2eDb<{ twin_id: string | null }>(
      "select twin_id from blog_posts where language = 'en' and blog_url = $1",
      ['how-to-choose-a-location-for-a-vending-machine'],
    );
    test.skip(Boolean(post?.twin_id), 'the demo post has a twin here');
    const head = await headOf(request, path);
    expect(head.canonical).toEqual([expect.stringMatching(new RegExp(`${path}$`))]);
    expect(head.alternates).toEqual({ en: head.canonical[0], 'x-default': head.canonical[0] });
    expect(head.meta('og:type')).toEqual(['article']);
    expect(head.meta('article:published_time')).toHaveLength(1);
  });

  test('robots.txt has no Host line and names the sitemap; the sitemap lists x-default', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).not.toMatch(/^Host:/im);
    expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = sitemap.match(/<url>/g)?.length ?? 0;
    expect(urls).toBeGreaterThan(40);
    expect(sitemap.match(/<lastmod>/g)?.length).toBe(urls);
    expect(sitemap.match(/hreflang="x-default"/g)?.length).toBe(urls);
    expect(sitemap).not.toContain('/admin');
  });
});

test.describe('lists without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['he', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : '';

    test(`${prefix}/locations shows every active machine’s name`, async ({ page }) => {
      const machines = await queryE2eDb<{ name: string; name_en: string | null }>(
        "select name, name_en from machines where status = 'active'",
      );
      expect(machines.length).toBeGreaterThan(0);
      await page.goto(`${prefix}/locations`);
      const main = page.locator('main');
      for (const machine of machines) {
        const name = (locale === 'en' && machine.name_en?.trim()) || machine.name;
        await expect(main.getByText(name, { exact: true }).first()).toBeVisible();
      }
    });

    test(`${prefix}/our-blogs shows every live post’s title`, async ({ page }) => {
      await page.goto(`${prefix}/our-blogs`);
      const titles = (
        await queryE2eDb<{ title: string; title_en: string | null }>(
          `select title, title_en from blog_posts
           where language = $1 and status = 'published' and publish_at <= now()`,
          [locale],
        )
      ).map((post) => (locale === 'en' && post.title_en?.trim()) || post.title);
      expect(titles.length).toBeGreaterThan(0);
      const main = page.locator('main');
      for (const title of titles) {
        await expect(main.getByText(title, { exact: true }).first()).toBeVisible();
      }
    });
  }
});
