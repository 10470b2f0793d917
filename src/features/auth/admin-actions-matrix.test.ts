import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-db';
import { user as users } from '@/db/schema';

/**
 * The server-enforcement matrix: EVERY exported function of EVERY src/features/<domain>/
 * admin-actions.ts is called as an anonymous visitor (must be refused with 401), as a verified
 * ordinary user (403) and as an administrator (no auth error). A new admin action that forgets
 * requireAdmin() fails here. Sessions are real: created through Better Auth's server API on the
 * test database; only Next's request headers are handed in (vi.mock of next/headers).
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false }),
}));

const modules = import.meta.glob<Record<string, unknown>>('../*/admin-actions.ts');
const sources = import.meta.glob<string>('../*/admin-actions.ts', {
  query: '?raw',
  import: 'default',
});

let t: TestDatabase;
let cookies: { user: string; admin: string };

/** Signs in through Better Auth and returns the Cookie header its response sets. */
async function signIn(email: string, password: string): Promise<string> {
  const { getAuth } = await import('@/lib/auth');
  const response = await getAuth().api.signInEmail({ body: { email, password }, asResponse: true });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  expect(cookie).toMatch(/session_token=/);
  return cookie;
}

beforeAll(async () => {
  t = await createTestDatabase();
  process.env.DATA_DIR = await mkdtemp(path.join(os.tmpdir(), 'vending-matrix-')); // mail files
  process.env.DATABASE_URL = t.url;
  const { getAuth } = await import('@/lib/auth');
  const { upsertAdmin } = await import('./first-admin');
  const auth = getAuth();

  // An ordinary user: signs up, has the address verified, stays role 'user'.
  await auth.api.signUpEmail({
    body: { name: 'Ordinary User', email: 'user@example.com', password: 'user-password' },
  });
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'user@example.com'));
  // An administrator, the way `npm run admin:create` makes one.
  await upsertAdmin(auth, t.db, { email: 'admin@example.com', password: 'admin-password' });

  cookies = {
    user: await signIn('user@example.com', 'user-password'),
    admin: await signIn('admin@example.com', 'admin-password'),
  };
});

afterAll(async () => {
  const { getDb } = await import('@/db');
  await getDb().$client.end();
  await t.drop();
  await rm(process.env.DATA_DIR!, { recursive: true, force: true });
});

const as = (cookie?: string) => {
  request.headers = new Headers({ 'x-vending-client-ip': '203.0.113.7' });
  if (cookie) request.headers.set('cookie', cookie);
};

/** What a call ended with: its AuthError status, or 'ok' / 'other error'. */
async function outcome(action: () => Promise<unknown>): Promise<number | 'ok' | 'other error'> {
  try {
    await action();
    return 'ok';
  } catch (error) {
    const status = (error as { status?: unknown; name?: string }).status;
    if ((error as Error).name === 'AuthError' && typeof status === 'number') return status;
    return 'other error';
  }
}

describe('admin actions (server enforcement matrix)', () => {
  it('are found', () => {
    expect(Object.keys(modules)).toContain('../contact/admin-actions.ts');
  });

  for (const [file, load] of Object.entries(modules)) {
    describe(file, () => {
      it("is a 'use server' module of async functions only", async () => {
        const source = await sources[file]!();
        expect(source.trimStart().startsWith("'use server'")).toBe(true);
        const exports = await load();
        expect(Object.keys(exports).length).toBeGreaterThan(0);
        for (const [name, value] of Object.entries(exports)) {
          expect(typeof value, `${name} is not a function`).toBe('function');
          expect((value as () => unknown).constructor.name, `${name} is not async`).toBe(
            'AsyncFunction',
          );
        }
      });

      it('refuses anonymous visitors (401), ordinary users (403) and serves admins', async () => {
        const exports = await load();
        for (const [name, value] of Object.entries(exports)) {
          const action = value as () => Promise<unknown>;
          as();
          expect(await outcome(action), `${name} as anonymous`).toBe(401);
          as(cookies.user);
          expect(await outcome(action), `${name} as a verified ordinary user`).toBe(403);
          as(cookies.admin);
          expect([`ok`, 'other error'], `${name} as admin`).toContain(await outcome(action));
        }
      });
    });
  }
});

describe('requireAdmin', () => {
  it('logs refusals without credentials', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { requireAdmin } = await import('./guard');
    as(cookies.user);
    await expect(requireAdmin()).rejects.toMatchObject({ status: 403 });
    as();
    await expect(requireAdmin()).rejects.toMatchObject({ status: 401 });
    const logged = warn.mock.calls.map((c) => c.join(' ')).join('\n');
    warn.mockRestore();
    expect(logged).toMatch(/\[auth\] 403: .* by non-admin user \S+ from 203\.0\.113\.7/);
    expect(logged).toMatch(/\[auth\] 401: anonymous .* from 203\.0\.113\.7/);
    expect(logged).not.toContain('session_token');
    expect(logged).not.toContain(cookies.user.split('=')[1]!.split('.')[0]!);
  });

  it('treats a user whose role lookup fails as not an admin (logged)', async () => {
    const { isAdminUser } = await import('@/lib/auth');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = {
      select: () => {
        throw new Error('connection lost');
      },
    } as unknown as Parameters<typeof isAdminUser>[0];
    expect(await isAdminUser(broken, 'someone')).toBe(false);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('role lookup for user someone failed'),
      'connection lost',
    );
    error.mockRestore();
  });

  it('lets the admin read the latest inquiries', async () => {
    const { contactInquiries } = await import('@/db/schema');
    await t.db.insert(contactInquiries).values([
      { name: 'Older', phone: '0501111111', locale: 'he', createdAt: new Date('2025-01-01') },
      { name: 'Newer', phone: '0502222222', locale: 'en', createdAt: new Date('2025-02-01') },
    ]);
    const { listRecentInquiries } = await import('../contact/admin-actions');
    as(cookies.admin);
    const rows = await listRecentInquiries();
    expect(rows.map((r) => r.name)).toEqual(['Newer', 'Older']);
    expect(rows[0]).toMatchObject({ phone: '0502222222', emailStatus: 'pending', email: null });
  });
});
