import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { profiles, user as users } from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from './test-db';

/**
 * The app's own modules (its database client, Better Auth, mail) pointed at a fresh test database
 * and a temporary data folder (mail files land there). Call before importing app modules that
 * read DATABASE_URL; `close()` ends the app's pool, drops the database and removes the folder.
 */
export async function appUnderTest(): Promise<
  TestDatabase & { dataDir: string; close(): Promise<void> }
> {
  const t = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vending-app-'));
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = t.url;
  return {
    ...t,
    dataDir,
    close: async () => {
      const { getDb } = await import('../../src/db');
      await getDb().$client.end();
      await t.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through Better Auth and returns the Cookie header its response sets. */
export async function signInCookie(email: string, password: string): Promise<string> {
  const { getAuth } = await import('../../src/lib/auth');
  const response = await getAuth().api.signInEmail({ body: { email, password }, asResponse: true });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  expect(cookie).toMatch(/session_token=/);
  return cookie;
}

/**
 * The passwords of userAndAdminCookies' user and administrator: strong enough for the site's rule
 * (src/lib/auth/password-strength-rules.ts), and without "user" or "admin" (their addresses).
 */
export const TEST_PASSWORDS = {
  user: 'lantern-meadow-violet-29',
  admin: 'harbor-quartz-orchard-58',
  editor: 'copper-tundra-basil-41',
  sales: 'marble-falcon-juniper-73',
} as const;

/** Signs up a verified user with `role` (as the users screen would set it). */
async function staffMember(t: TestDatabase, role: 'editor' | 'sales'): Promise<void> {
  const { getAuth } = await import('../../src/lib/auth');
  const email = `${role}@example.com`;
  await getAuth().api.signUpEmail({
    body: { name: `Test ${role}`, email, password: TEST_PASSWORDS[role] },
  });
  const [created] = await t.db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  await t.db.update(profiles).set({ role }).where(eq(profiles.id, created!.id));
}

export type RoleCookies = { user: string; admin: string; editor: string; sales: string };

/**
 * Session cookies of a verified ordinary user (signed up, address confirmed, role 'user'), of an
 * administrator made the way `npm run admin:create` makes one, and of an editor and a salesperson
 * (src/lib/admin/roles.ts). Real sessions in the database.
 */
export async function userAndAdminCookies(t: TestDatabase): Promise<RoleCookies> {
  const { getAuth } = await import('../../src/lib/auth');
  const { upsertAdmin } = await import('../../src/features/auth/first-admin');
  const auth = getAuth();
  await auth.api.signUpEmail({
    body: { name: 'Ordinary User', email: 'user@example.com', password: TEST_PASSWORDS.user },
  });
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'user@example.com'));
  await upsertAdmin(auth, t.db, { email: 'admin@example.com', password: TEST_PASSWORDS.admin });
  await staffMember(t, 'editor');
  await staffMember(t, 'sales');
  return {
    user: await signInCookie('user@example.com', TEST_PASSWORDS.user),
    admin: await signInCookie('admin@example.com', TEST_PASSWORDS.admin),
    editor: await signInCookie('editor@example.com', TEST_PASSWORDS.editor),
    sales: await signInCookie('sales@example.com', TEST_PASSWORDS.sales),
  };
}

export type AppUnderTest = Awaited<ReturnType<typeof appUnderTest>>;

/**
 * For a test file of server code: registers beforeAll/afterAll around `appUnderTest()` and returns
 * the object they fill in (read `.db`, `.url`, `.dataDir` inside the tests).
 */
export function withAppUnderTest(): AppUnderTest {
  const context = {} as AppUnderTest;
  beforeAll(async () => Object.assign(context, await appUnderTest()));
  afterAll(() => context.close());
  return context;
}

/**
 * For a test file of admin code: registers beforeAll/afterAll that start the app under test and
 * sign in a verified ordinary user and an administrator. Read `app` and `cookies` in the tests.
 */
export function withUserAndAdmin() {
  const context = {} as { app: AppUnderTest; cookies: RoleCookies };
  beforeAll(async () => {
    context.app = await appUnderTest();
    context.cookies = await userAndAdminCookies(context.app);
  });
  afterAll(() => context.app.close());
  return context;
}
