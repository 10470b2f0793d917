import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './admin';
import { queryE2eDb } from './db';

/*
 * Every public page's head (issue 11 "Public output"): what an admin saves for a page shows in
 * its head at the next request, the lists are in the server HTML (no JavaScript needed), and
 * detail pages have one canonical and reciprocal hreflang with x-default.
 */

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
    title: all(/<title>([^<]*)<\/title>/g),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
    alternates,
    meta,
  };
}

const DIALOG = {
  saved: 'הגדרות ה-SEO נשמרו בהצלחה',
  deleted: 'הגדרות ה-SEO נמחקו בהצלחה',
};

/** Saves /en/about's settings row through the SEO dashboard (the real action, tag `seo`). */
async function saveThroughDashboard(page: Page, path: string) {
  await page.goto('/admin/seo');
  const item = page.locator(`li[data-path="${path}"]`);
  await expect(item).toBeVisible({ timeout: 30_000 });
  await item
    .getByRole('button', { name: new RegExp(`${path}$`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'שמירה' }).click();
  await expect(page.getByText(DIALOG.saved, { exact: true }).first()).toBeVisible();
}

async function deleteThroughDashboard(page: Page, path: string) {
  await page.goto('/admin/seo');
  const item = page.locator(`li[data-path="${path}"]`);
  await expect(item).toBeVisible({ timeout: 30_000 });
  await item.getByRole('button', { name: `מחיקת הגדרות ה-SEO של ${path}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'מחק' }).click();
  await expect(page.getByText(DIALOG.deleted, { exact: true }).first()).toBeVisible();
}

test.describe('page heads', () => {
  test('@catalogue an admin’s title, description and OG image for /en/about show at the next request', async ({
    adminPage: page,
  }) => {
    test.setTimeout(90_000);
    const before = await headOf(page.request, '/en/about');
    expect(before.title).toEqual(['About AutoPizza | AutoPizza']);
    const values = {
      title: 'About us – the AutoPizza team and machines',
      description:
        'Who builds the automatic pizza machines that bake a fresh pizza in three minutes: the AutoPizza team, its story and its service across Israel.',
      image: '/images/machines/lobby-3.webp',
    };
    await queryE2eDb(
      `insert into seo_settings (page_path, meta_title, meta_description, og_image)
       values ('/en/about', $1, $2, $3)
       on conflict (page_path) do update
       set meta_title = $1, meta_description = $2, og_image = $3, updated_at = now()`,
      [values.title, values.description, values.image],
    );
    try {
      await saveThroughDashboard(page, '/en/about');
      const head = await headOf(page.request, '/en/about');
      expect(head.title).toEqual([values.title]);
      expect(head.meta('description')).toEqual([values.description]);
      expect(head.meta('og:title')).toEqual([values.title]);
      expect(head.meta('og:description')).toEqual([values.description]);
      expect(head.meta('og:image')).toEqual([
        expect.stringMatching(/\/images\/machines\/lobby-3\.webp$/),
      ]);
      expect(Number(head.meta('og:image:width')[0])).toBeGreaterThan(0);
      expect(Number(head.meta('og:image:height')[0])).toBeGreaterThan(0);
      expect(head.meta('twitter:title')).toEqual([values.title]);
      expect(head.meta('twitter:image')).toEqual(head.meta('og:image'));
      // The rest of the set stays.
      expect(head.meta('og:locale')).toEqual(['en_US']);
      expect(head.meta('og:site_name')).toEqual(['AutoPizza']);
      expect(head.meta('og:type')).toEqual(['website']);
      expect(head.meta('robots')).toEqual(['index, follow, max-image-preview:large']);
      expect(head.canonical).toHaveLength(1);
    } finally {
      await deleteThroughDashboard(page, '/en/about');
    }
    const after = await headOf(page.request, '/en/about');
    expect(after.title).toEqual(before.title);
    expect(after.meta('og:image')).toEqual(before.meta('og:image'));
  });

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
