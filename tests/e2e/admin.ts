import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR } from '../../playwright.config';

/** A client address of its own for each caller: sign-in is rate limited per address. */
export const newIp = () => `203.0.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/**
 * The demo administrator of the e2e server: created at its first start with a random password,
 * kept in `<data>/admin-credentials.txt` (the way `npm start` does for the embedded demo).
 */
export function adminCredentials(): { email: string; password: string } {
  const text = readFileSync(path.join(E2E_DATA_DIR, 'admin-credentials.txt'), 'utf8');
  return {
    email: /^email: (\S+)$/m.exec(text)![1]!,
    password: /^password: (\S+)$/m.exec(text)![1]!,
  };
}

/**
 * Signs the page's browser context in as the administrator through the sign-in API (what the
 * form calls), so an admin spec starts on its own page instead of going through /auth. The
 * session cookie lands in the context: every page of the test is signed in.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  const { email, password } = adminCredentials();
  const response = await page.context().request.post('/api/auth/sign-in/email', {
    headers: { origin: E2E_BASE_URL, 'x-forwarded-for': newIp() },
    data: { email, password },
  });
  expect(response.status(), 'the admin signs in').toBe(200);
}

/**
 * `test` with an `adminPage` fixture: a page already signed in as the administrator.
 *
 *   import { test } from './admin';
 *   test('…', async ({ adminPage }) => { await adminPage.goto('/admin/machines'); … });
 */
export const test = base.extend<{ adminPage: Page }>({
  adminPage: async ({ page }, provide) => {
    await signInAsAdmin(page);
    await provide(page);
  },
});
