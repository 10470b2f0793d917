import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeEach, vi } from 'vitest';
import { withUserAndAdmin } from './app-under-test';
import { forgetUpdatedTags } from './next-cache';
import { asVisitor } from './next-headers';

/**
 * The shared setup of the tests of admin actions and admin reads, called as a server action is
 * but outside a Next request: a real test database, real sessions of a verified ordinary user and
 * of an administrator, and Next's request headers and cache handed in by test doubles.
 *
 * The module mocks stay in each test file (Vitest hoists `vi.mock` per test file only):
 *
 *   vi.mock('next/headers', () => import('<path>/tests/setup/next-headers'));
 *   vi.mock('next/cache', () => import('<path>/tests/setup/next-cache'));
 *   // or, when the test calls a 'use cache' read directly:
 *   vi.mock('next/cache', () =>
 *     import('<path>/tests/setup/admin-action-harness').then((h) => h.uncachedNextCache()),
 *   );
 *
 * then `const signedIn = adminActionHarness({ clear: [products, redirects] })` at the top level.
 * Before each test it forgets the cache tags updated so far, empties the `clear` tables in order,
 * signs the next calls in as the administrator (unless `visitor: 'unchanged'`) and silences the
 * console methods in `silence` (the actions' audit lines go to console.info).
 */
export function adminActionHarness({
  clear = [],
  visitor = 'admin',
  silence = [],
  ip,
}: {
  /** Tables emptied before each test, in this order. */
  clear?: PgTable[];
  /** Who the calls of each test come from until it says otherwise. */
  visitor?: 'admin' | 'unchanged';
  /** Console methods that print nothing during the tests. */
  silence?: ('info' | 'warn')[];
  /** The client address the calls come from (next-headers' default without one). */
  ip?: string;
} = {}) {
  const signedIn = withUserAndAdmin();
  /** The next calls come from a visitor signed in with `cookie` (anonymous without one). */
  const as = (cookie?: string) => asVisitor(cookie, ip);
  beforeEach(async () => {
    forgetUpdatedTags();
    for (const table of clear) await signedIn.app.db.delete(table);
    if (visitor === 'admin') as(signedIn.cookies.admin);
    for (const method of silence) vi.spyOn(console, method).mockImplementation(() => {});
  });
  return Object.assign(signedIn, {
    /** The test database (filled in once the harness's beforeAll has run). */
    db: () => signedIn.app.db,
    as,
  });
}

/**
 * `next/cache` for tests that call a 'use cache' read (e.g. findRedirect) directly, outside a
 * cache scope: next-cache.ts with `cacheTag` and `cacheLife` doing nothing, so each call reads
 * the database.
 */
export async function uncachedNextCache() {
  return { ...(await import('./next-cache')), cacheTag: () => {}, cacheLife: () => {} };
}

/**
 * The FormData of these fields as written, one entry per value (a list repeats its key as is;
 * tests/setup/form-data.ts instead writes the `name[]` rows of the back-office forms).
 */
export function rawFormData(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const item of [value].flat()) data.append(key, item);
  return data;
}
