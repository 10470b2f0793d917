import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR } from '../../playwright.config';
import { queryE2eDb } from './db';

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
 * Signs `request`'s browser context (a page's or a context's `request`: they share its cookies)
 * in as a new verified ordinary user: signed up through the API, the address confirmed in the
 * database, role 'user'. Returns the user's credentials.
 */
export async function signInAsVerifiedUser(
  request: APIRequestContext,
): Promise<{ name: string; email: string; password: string }> {
  const user = {
    name: 'משתמש רגיל',
    email: `e2e-${randomUUID().slice(0, 8)}@example.com`,
    password: `pw-${randomUUID()}`,
  };
  const headers = { origin: E2E_BASE_URL, 'x-forwarded-for': newIp() };
  const signUp = await request.post('/api/auth/sign-up/email', { headers, data: user });
  expect(signUp.status(), 'the user signs up').toBe(200);
  await queryE2eDb('update "user" set email_verified = true where email = $1', [user.email]);
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: user.email, password: user.password },
  });
  expect(signIn.status(), 'the user signs in').toBe(200);
  return user;
}

/**
 * Signs `request`'s browser context in as a new staff member with `role` (editor, sales, or a
 * second admin): a verified user whose profile got the role, as the users screen gives it.
 */
export async function signInAsStaff(
  request: APIRequestContext,
  role: 'admin' | 'editor' | 'sales',
): Promise<{ name: string; email: string; password: string }> {
  const member = await signInAsVerifiedUser(request);
  await queryE2eDb(
    'update profiles set role = $1 where id = (select id from "user" where email = $2)',
    [role, member.email],
  );
  return member;
}

/**
 * `test` with fixtures, each the test's own `page` already signed in (so a test takes one of
 * them): `adminPage` as the administrator, `nonAdminPage` as a new verified ordinary user (role
 * 'user'), for the back office's Access Denied side, `editorPage` and `salesPage` as new staff
 * members of those roles (src/lib/admin/roles.ts).
 *
 *   import { test } from './admin';
 *   test('…', async ({ adminPage }) => { await adminPage.goto('/admin/machines'); … });
 *   test('…', async ({ nonAdminPage }) => { await nonAdminPage.goto('/admin/machines'); … });
 */
export const test = base.extend<{
  adminPage: Page;
  nonAdminPage: Page;
  editorPage: Page;
  salesPage: Page;
}>({
  adminPage: async ({ page }, provide) => {
    await signInAsAdmin(page);
    await provide(page);
  },
  nonAdminPage: async ({ page }, provide) => {
    await signInAsVerifiedUser(page.context().request);
    await provide(page);
  },
  editorPage: async ({ page }, provide) => {
    await signInAsStaff(page.context().request, 'editor');
    await provide(page);
  },
  salesPage: async ({ page }, provide) => {
    await signInAsStaff(page.context().request, 'sales');
    await provide(page);
  },
});
