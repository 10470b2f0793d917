import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { adminCredentials, newIp } from './admin';
import { queryE2eDb } from './db';
import { asNewVisitor } from './visitor';

/**
 * The back office's refusals carry their HTTP status (issue 28): a signed-out visitor gets 401
 * with the sign-in screen, a signed-in user who is not an admin 403 with Access Denied — each
 * screen in the server's HTML (a browser without scripts shows it), no script error in the
 * browser — and an admin 200 with the page.
 */
const T = {
  signInTitle: 'כניסה לחשבון',
  accessDenied: 'הגישה נדחתה',
  accessDeniedText: 'נדרשות הרשאות מנהל כדי לגשת לדף זה.',
  noPermission: 'אין הרשאה',
  accountTitle: 'החשבון שלי',
  signIn: 'כניסה',
  email: 'אימייל',
  password: 'סיסמה',
};
const HEADINGS: Record<string, string> = {
  '/admin': 'לוח בקרה',
  '/admin/machines': 'לוח ניהול מכונות',
  '/admin/products': 'מוצרים ומכונות להשכרה',
  '/admin/seo': 'ניהול SEO',
};
const ADMIN_PATHS = ['/admin', '/admin/machines', '/admin/products'];

/** What a browser shows before any script runs: the HTML ahead of the first streamed part. */
const shell = (html: string) => html.split('<div hidden id="S:')[0]!;
/** The texts of the h1 elements of some HTML. */
const h1s = (html: string) =>
  [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

async function signIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/sign-in/email', {
    headers: { origin: E2E_BASE_URL, 'x-forwarded-for': newIp() },
    data: { email, password },
  });
  expect(response.status(), `${email} signs in`).toBe(200);
}

/** A new user with a confirmed address (no admin rights), signed in on `request`. */
async function signInAsOrdinaryUser(request: APIRequestContext) {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const password = `pw-${randomUUID()}`;
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: E2E_BASE_URL, 'x-forwarded-for': newIp() },
    data: { name: 'משתמש רגיל', email, password },
  });
  expect(response.status()).toBe(200);
  await queryE2eDb('update "user" set email_verified = true where email = $1', [email]);
  await signIn(request, email, password);
  return email;
}

/** Script errors and console errors of a page — not Chromium's note of the document's own status. */
function collectErrors(page: Page, documentStatus?: number) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const own = documentStatus && message.text().includes(`status of ${documentStatus}`);
    if (!own) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A browser context that runs no scripts, with the cookies of `from` (if given). */
async function withoutScripts(browser: Browser, from?: BrowserContext) {
  return browser.newContext({
    baseURL: E2E_BASE_URL,
    javaScriptEnabled: false,
    storageState: from ? await from.storageState() : undefined,
  });
}

test.describe('HTTP status of the back office', () => {
  test('signed out: 401 with the sign-in screen in the server HTML', async ({ request }) => {
    for (const path of [...ADMIN_PATHS, '/account']) {
      const response = await request.get(path, { headers: { 'x-forwarded-for': newIp() } });
      expect(response.status(), path).toBe(401);
      const html = await response.text();
      expect(h1s(shell(html)), path).toEqual([T.signInTitle]);
      expect(html, path).toContain('<meta name="robots" content="noindex');
      if (HEADINGS[path]) expect(h1s(html), path).not.toContain(HEADINGS[path]);
    }
  });

  test('signed in without admin rights: 403 with Access Denied in the server HTML', async ({
    request,
  }) => {
    const email = await signInAsOrdinaryUser(request);
    for (const path of ADMIN_PATHS) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(403);
      const html = await response.text();
      const products = path === '/admin/products';
      expect(h1s(shell(html)), path).toEqual([products ? T.noPermission : T.accessDenied]);
      if (!products) expect(shell(html), path).toContain(T.accessDeniedText);
      expect(h1s(html), path).not.toContain(HEADINGS[path]);
      // In the back office's shell, with the user and the way to sign out.
      expect(html, path).toContain(email);
    }
    // The account page is theirs.
    const account = await request.get('/account');
    expect(account.status()).toBe(200);
    expect(h1s(shell(await account.text()))).toEqual([T.accountTitle]);
  });

  test('an admin: 200 with the page', async ({ request }) => {
    const admin = adminCredentials();
    await signIn(request, admin.email, admin.password);
    for (const path of ADMIN_PATHS) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(h1s(html), path).toContain(HEADINGS[path]);
      expect(html, path).not.toContain('name="access-status"');
    }
    expect((await request.get('/account')).status()).toBe(200);
  });
});

test.describe('the refusal screens in a browser', () => {
  test('signed out: the sign-in screen without scripts; with them on to /auth and back after sign-in', async ({
    page,
    browser,
  }) => {
    const bare = await withoutScripts(browser);
    const still = await bare.newPage();
    expect((await still.goto('/admin/machines'))?.status()).toBe(401);
    await expect(still.getByRole('heading', { level: 1, name: T.signInTitle })).toBeVisible();
    await expect(still.getByLabel(T.email)).toBeVisible();
    expect((await still.goto('/account'))?.status()).toBe(401);
    await expect(still.getByRole('heading', { level: 1, name: T.signInTitle })).toBeVisible();
    await bare.close();

    await asNewVisitor(page);
    const errors = collectErrors(page, 401);
    expect((await page.goto('/admin/machines'))?.status()).toBe(401);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/auth?returnTo=%2Fadmin%2Fmachines`);
    await expect(page.getByRole('heading', { level: 1, name: T.signInTitle })).toBeVisible();
    const admin = adminCredentials();
    const form = page.getByRole('main').locator('form');
    await form.getByLabel(T.email).fill(admin.email);
    await form.getByLabel(T.password).fill(admin.password);
    await form.getByRole('button', { name: T.signIn, exact: true }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/machines`);
    await expect(
      page.getByRole('heading', { level: 1, name: HEADINGS['/admin/machines'] }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('no admin rights: Access Denied in the shell, also without scripts and on another section', async ({
    page,
    browser,
  }) => {
    await asNewVisitor(page);
    const email = await signInAsOrdinaryUser(page.context().request);

    const bare = await withoutScripts(browser, page.context());
    const still = await bare.newPage();
    expect((await still.goto('/admin/seo'))?.status()).toBe(403);
    await expect(still.getByRole('heading', { level: 1, name: T.accessDenied })).toBeVisible();
    await expect(still.getByRole('banner').getByText(email)).toBeVisible();
    await bare.close();

    const errors = collectErrors(page, 403);
    expect((await page.goto('/admin/seo'))?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: T.accessDenied })).toBeVisible();
    await expect(page.getByText(T.accessDeniedText)).toBeVisible();
    await expect(page.getByRole('banner').getByText(email)).toBeVisible();
    // No admin navigation on Access Denied (issue 32); another section: refused with its text.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    expect((await page.goto('/admin/products'))?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: T.noPermission })).toBeVisible();
    await expect(page.getByRole('heading', { name: HEADINGS['/admin/products'] })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('an admin: the page as before, no console errors', async ({ page }) => {
    await asNewVisitor(page);
    const admin = adminCredentials();
    await signIn(page.context().request, admin.email, admin.password);
    const errors = collectErrors(page);
    expect((await page.goto('/admin/machines'))?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: HEADINGS['/admin/machines'] }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByText(admin.email)).toBeVisible();
    // Every section, the users screen (issue 35) included.
    await expect(page.getByRole('navigation').getByRole('link')).toHaveCount(12);
    expect(errors).toEqual([]);
  });
});
