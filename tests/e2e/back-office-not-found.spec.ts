import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { asNewVisitor } from './visitor';

/**
 * Issue 32, item 4: an address under /admin, /auth or /account that has no page answered 404
 * with an empty white page and a script error ("Cannot read properties of undefined (reading
 * 'join')"): it fell through to the public site's [locale] route. Now it is the back office's own
 * not-found screen — HTTP 404 with the whole screen in the server's HTML, Hebrew, right to left,
 * a heading and the way on — for anyone: signed out, signed in without admin rights, an admin
 * (who also gets the back office's navigation). And Access Denied (403) shows no navigation.
 */
const PATHS = ['/admin/nonexistent', '/auth/x', '/account/x', '/admin/machines/x'] as const;

const T = {
  title: 'הדף לא נמצא',
  text: 'אין בממשק הניהול דף בכתובת הזאת.',
  accessDenied: 'הגישה נדחתה',
  accessDeniedText: 'נדרשות הרשאות מנהל כדי לגשת לדף זה.',
  navLabel: 'ניווט ממשק הניהול',
  dashboard: 'לוח בקרה',
};

/** Who asks, and where the screen sends them on. */
const WHO = {
  'signed out': { link: 'לכניסה לחשבון', href: '/auth' },
  'signed in without admin rights': { link: 'לחשבון שלי', href: '/account' },
  admin: { link: 'ללוח הבקרה', href: '/admin' },
} as const;
type Who = keyof typeof WHO;

/** The texts of the h1 elements of some HTML. */
const h1s = (html: string) =>
  [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

/** Script errors and console errors of a page — not Chromium's note of the document's own status. */
function collectErrors(page: Page, documentStatus: number) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (!message.text().includes(`status of ${documentStatus}`)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The raw HTML (what a crawler, a link checker or a browser without scripts gets) and then the
 * page in a browser: 404 both times, the screen, no script error, nothing axe objects to.
 */
async function expectNotFoundScreen(page: Page, path: string, who: Who) {
  const { link, href } = WHO[who];

  // The page's own request context shares the browser context's cookies: same visitor.
  const raw = await page.request.get(path, { headers: { 'accept-encoding': 'gzip' } });
  expect(raw.status(), `${who} ${path}: plain request`).toBe(404);
  const html = await raw.text();
  expect(html, path).not.toContain('__next_error__');
  expect(html, path).toMatch(/<html[^>]* lang="he"[^>]* dir="rtl"/);
  expect(h1s(html), path).toEqual([T.title]);
  expect(html, path).toContain(T.text);
  expect(html, path).toContain(`href="${href}"`);
  expect(html, path).toContain('<meta name="robots" content="noindex');
  expect(html.includes(`aria-label="${T.navLabel}"`), `${path}: admin navigation`).toBe(
    who === 'admin',
  );

  const errors = collectErrors(page, 404);
  const response = await page.goto(path);
  expect(response?.status(), `${who} ${path}: page.goto`).toBe(404);
  await expect(page).toHaveURL(`${E2E_BASE_URL}${path}`);
  const root = page.locator('html');
  await expect(root).toHaveAttribute('lang', 'he');
  await expect(root).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.title);
  await expect(page.getByText(T.text)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: link })).toHaveAttribute(
    'href',
    href,
  );
  const nav = page.getByRole('navigation', { name: T.navLabel });
  if (who === 'admin') {
    await expect(nav.getByRole('link')).toHaveCount(12);
    // None of the sections is this page.
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
  } else {
    await expect(nav).toHaveCount(0);
  }
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  expect(errors, `${who} ${path}: console errors`).toEqual([]);
}

test.describe('the back office’s not-found screen', () => {
  for (const path of PATHS) {
    test(`signed out: ${path}`, async ({ page }) => {
      await asNewVisitor(page);
      await expectNotFoundScreen(page, path, 'signed out');
    });

    test(`signed in without admin rights: ${path}`, async ({ nonAdminPage }) => {
      await expectNotFoundScreen(nonAdminPage, path, 'signed in without admin rights');
    });

    test(`admin: ${path}`, async ({ adminPage }) => {
      await expectNotFoundScreen(adminPage, path, 'admin');
    });
  }

  test('signed out: the way on works once the page has loaded', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/admin/nonexistent');
    await page.getByRole('main').getByRole('link', { name: WHO['signed out'].link }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/auth`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('כניסה לחשבון');
  });

  test('admin: the way on and the navigation work once the page has loaded', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/machines/x');
    await page.getByRole('main').getByRole('link', { name: WHO.admin.link }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: T.dashboard })).toBeVisible();

    await page.goto('/admin/nonexistent');
    await page
      .getByRole('navigation', { name: T.navLabel })
      .getByRole('link', { name: 'מכונות', exact: true })
      .click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/machines`);
    await expect(page.getByRole('heading', { level: 1, name: 'לוח ניהול מכונות' })).toBeVisible();
  });
});

test.describe('Access Denied', () => {
  test('a signed-in user without admin rights: 403, no admin navigation, in the HTML and the browser', async ({
    nonAdminPage: page,
  }) => {
    for (const path of ['/admin', '/admin/machines']) {
      const raw = await page.request.get(path);
      expect(raw.status(), `${path}: plain request`).toBe(403);
      const html = await raw.text();
      expect(h1s(html), path).toEqual([T.accessDenied]);
      expect(html, path).not.toContain(`aria-label="${T.navLabel}"`);
      expect(html, path).not.toContain('href="/admin/machines"');
    }

    const errors = collectErrors(page, 403);
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.accessDenied);
    await expect(page.getByText(T.accessDeniedText)).toBeVisible();
    await expect(page.getByRole('navigation', { name: T.navLabel })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'מכונות', exact: true })).toHaveCount(0);
    // Still the back office's header: the public site, the account, signing out.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'לאתר הציבורי', exact: true }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    expect(errors, 'console errors').toEqual([]);
  });
});
