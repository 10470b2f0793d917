import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/**
 * Not-found answers are whole pages from the server (issue 13): status 404, the visitor's
 * language (lang, dir), the site's header and footer, a heading and the way back — with
 * JavaScript off, as a crawler or a link checker gets them, and in a browser without errors.
 */
const CASES = [
  {
    path: '/no-such-page',
    lang: 'he',
    dir: 'rtl',
    h1: 'הדף לא נמצא',
    back: 'חזרה לדף הבית',
    href: '/',
  },
  {
    path: '/en/no-such-page',
    lang: 'en',
    dir: 'ltr',
    h1: 'Page not found',
    back: 'Back to home',
    href: '/en',
  },
  { path: '/404', lang: 'he', dir: 'rtl', h1: 'הדף לא נמצא', back: 'חזרה לדף הבית', href: '/' },
  {
    path: '/en/404',
    lang: 'en',
    dir: 'ltr',
    h1: 'Page not found',
    back: 'Back to home',
    href: '/en',
  },
  {
    path: '/blog/no-such-post',
    lang: 'he',
    dir: 'rtl',
    h1: 'הפוסט לא נמצא',
    back: 'חזרה לבלוג',
    href: '/our-blogs',
  },
  {
    path: '/en/blog/no-such-post',
    lang: 'en',
    dir: 'ltr',
    h1: 'Post Not Found',
    back: 'Back to Blog',
    href: '/en/our-blogs',
  },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const c of CASES) {
    test(`${c.path} is a whole 404 page in ${c.lang}`, async ({ page }) => {
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(new RegExp(`${c.path}$`));
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', c.lang);
      await expect(html).toHaveAttribute('dir', c.dir);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.h1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const back = page.getByRole('main').getByRole('link', { name: c.back });
      await expect(back).toHaveAttribute('href', c.href);
      // Kept out of search results.
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
        'content',
        /noindex/,
      );
    });
  }

  test('an unknown location redirects to /404, which is the whole page', async ({ page }) => {
    const response = await page.goto('/en/location/no-such-machine');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/en\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test('the raw HTML a crawler reads holds the page, not an empty shell', async ({ request }) => {
  for (const c of CASES) {
    const response = await request.get(c.path, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status(), c.path).toBe(404);
    const html = await response.text();
    expect(html, c.path).not.toContain('__next_error__');
    expect(html, c.path).toMatch(new RegExp(`<html[^>]* lang="${c.lang}"[^>]* dir="${c.dir}"`));
    expect(html, c.path).toContain(`<h1`);
    expect(html, c.path).toContain(c.h1);
    expect(html, c.path).toMatch(/<header[\s>]/);
    expect(html, c.path).toMatch(/<footer[\s>]/);
    // The site's fonts are preloaded as on every page: a cold visit draws the page in them.
    expect(response.headers()['link'], c.path).toMatch(/rel=preload; as="font"/);
  }
  // The not-found pages themselves answer 404 too; other sections keep their own 404.
  expect((await request.get('/en/missing')).status()).toBe(404);
  expect((await request.get('/missing/post')).status()).toBe(404);
  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
});

async function consoleErrors(page: Page, path: string) {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The document's own 404 status is reported by Chromium as a failed resource load.
    if (message.type() === 'error' && !/status of 404/.test(message.text())) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return errors;
}

test.describe('in a browser', () => {
  for (const c of CASES.filter((x) => x.path.includes('no-such'))) {
    test(`${c.path}: no script error, the URL stays, axe finds nothing`, async ({ page }) => {
      expect(await consoleErrors(page, c.path)).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`${c.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.h1);
      await expectNoAxeViolations(page);
      // The page works after hydration: its way back navigates.
      await page.getByRole('main').getByRole('link', { name: c.back }).click();
      await expect(page).toHaveURL(new RegExp(`${c.href}$`));
    });
  }
});
