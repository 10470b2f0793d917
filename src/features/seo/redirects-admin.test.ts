import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, redirects, seoSettings } from '@/db/schema';
import { recordMoves } from '@/lib/redirects';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { formData as form } from '../../../tests/setup/form-data';
import { updatedTags } from '../../../tests/setup/next-cache';
import { deleteRedirect, saveSeoSettings } from './admin-actions';
import { loadRedirects, loadSeoDashboard } from './admin-queries';
import { isEntityPath, isOrphanPath } from './orphans';

/**
 * The SEO dashboard's redirects section (issue 32): the list (newest first, capped, with who
 * made each move), deleting one (audited, the redirect lookups' tag updated), and the orphan
 * rule: settings of a detail page that is gone are not listed.
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next-intl/server', () => import('../../../tests/setup/next-intl-server'));
vi.mock('next/cache', () =>
  import('../../../tests/setup/admin-action-harness').then((h) => h.uncachedNextCache()),
);

const signedIn = adminActionHarness({ clear: [redirects, seoSettings], silence: ['info', 'warn'] });
const { db, as } = signedIn;

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 10, minutes));

describe('recordMoves keeps who moved the page', () => {
  it('stores the acting admin’s e-mail, and none when not given', async () => {
    await recordMoves(db(), [{ from: '/products/a', to: '/products/b' }], 'admin@example.com');
    await recordMoves(db(), [{ from: '/rental/x', to: '/rental/y' }]);
    const rows = await db().select().from(redirects);
    const by = Object.fromEntries(rows.map((row) => [row.fromPath, row.createdBy]));
    expect(by).toEqual({ '/products/a': 'admin@example.com', '/rental/x': null });
  });

  it('a move recorded again takes the new admin and time', async () => {
    await db()
      .insert(redirects)
      .values({ fromPath: '/products/a', toPath: '/products/b', createdAt: at(0) });
    await recordMoves(db(), [{ from: '/products/a', to: '/products/c' }], 'other@example.com');
    const [row] = await db().select().from(redirects).where(eq(redirects.fromPath, '/products/a'));
    expect(row).toMatchObject({ toPath: '/products/c', createdBy: 'other@example.com' });
    expect(row!.createdAt.getTime()).toBeGreaterThan(at(0).getTime());
  });
});

describe('loadRedirects', () => {
  it('lists the redirects newest first, capped, with the total', async () => {
    await db()
      .insert(redirects)
      .values([
        { fromPath: '/products/old', toPath: '/products/new', createdAt: at(1) },
        {
          fromPath: '/en/blog/old',
          toPath: '/en/blog/new',
          createdAt: at(3),
          createdBy: 'admin@example.com',
        },
        { fromPath: '/rental/old', toPath: '/rental/new', createdAt: at(2) },
      ]);
    const { redirects: list, total } = await loadRedirects();
    expect(total).toBe(3);
    expect(list.map((row) => row.fromPath)).toEqual([
      '/en/blog/old',
      '/rental/old',
      '/products/old',
    ]);
    expect(list[0]).toMatchObject({ toPath: '/en/blog/new', createdBy: 'admin@example.com' });
    expect(list[2]!.createdBy).toBeNull();
    const capped = await loadRedirects(2);
    expect(capped.total).toBe(3);
    expect(capped.redirects).toHaveLength(2);
  });

  it('is for admins only', async () => {
    as();
    await expect(loadRedirects()).rejects.toMatchObject({ status: 401 });
    as(signedIn.cookies.user);
    await expect(loadRedirects()).rejects.toMatchObject({ status: 403 });
  });
});

describe('deleteRedirect', () => {
  it('deletes one redirect by its old path, audited, and updates the redirects tag', async () => {
    const from = `/products/${encodeURIComponent('מכונה-ישנה')}`;
    await db()
      .insert(redirects)
      .values([
        { fromPath: from, toPath: '/products/new' },
        { fromPath: '/rental/old', toPath: '/rental/new' },
      ]);
    const result = await deleteRedirect(null, { id: from });
    expect(result).toEqual({ ok: true, data: { id: from } });
    expect((await db().select().from(redirects)).map((row) => row.fromPath)).toEqual([
      '/rental/old',
    ]);
    expect(updatedTags).toContain('redirects');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'seo.deleteRedirect'), eq(auditLog.entityId, from)));
    expect(audit).toMatchObject({ entityType: 'redirect', actorEmail: 'admin@example.com' });
    // Readable: the old address decoded.
    expect(audit!.summary).toContain('/products/מכונה-ישנה → /products/new');
  });

  it('refuses a redirect that is gone, and a value that is no path', async () => {
    expect(await deleteRedirect(null, { id: '/products/none' })).toMatchObject({ ok: false });
    expect(await deleteRedirect(null, { id: 'products' })).toMatchObject({
      ok: false,
      fieldErrors: { id: expect.any(String) },
    });
  });

  it('refuses non-admins with a result (401 / 403) and deletes nothing', async () => {
    await db().insert(redirects).values({ fromPath: '/rental/old', toPath: '/rental/new' });
    as();
    expect(await deleteRedirect(null, { id: '/rental/old' })).toMatchObject({
      ok: false,
      status: 401,
    });
    as(signedIn.cookies.user);
    expect(await deleteRedirect(null, { id: '/rental/old' })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await db().select().from(redirects)).toHaveLength(1);
  });
});

describe('orphan SEO settings', () => {
  it('a detail page’s path that is no live page is an orphan; custom paths never are', () => {
    const live = new Set(['/products/pizza', '/en/blog/hello']);
    expect(isEntityPath('/products/pizza')).toBe(true);
    expect(isEntityPath('/en/location/תל-אביב')).toBe(true);
    expect(isEntityPath('/products')).toBe(false);
    expect(isEntityPath('/landing/summer')).toBe(false);
    expect(isOrphanPath('/products/pizza', live)).toBe(false);
    expect(isOrphanPath('/en/blog/hello', live)).toBe(false);
    expect(isOrphanPath('/products/deleted', live)).toBe(true);
    expect(isOrphanPath('/rental/מכונה-שנמחקה', live)).toBe(true);
    expect(isOrphanPath('/en/location/gone', live)).toBe(true);
    expect(isOrphanPath('/landing/summer', live)).toBe(false);
    expect(isOrphanPath('/en/about', live)).toBe(false);
  });

  it('the dashboard leaves out settings of a page that is gone, and keeps custom rows', async () => {
    for (const pagePath of ['/products/מכונה-שנמחקה', '/en/blog/renamed-post', '/landing/summer']) {
      const result = await saveSeoSettings(
        null,
        form({ pagePath, metaTitle: 'A title long enough for the page here' }),
      );
      expect(result.ok).toBe(true);
    }
    const paths = (await loadSeoDashboard()).pages.map((page) => page.path);
    expect(paths).toContain('/landing/summer');
    expect(paths).not.toContain('/products/מכונה-שנמחקה');
    expect(paths).not.toContain('/en/blog/renamed-post');
    // Kept, not deleted: a page that comes back (restored, shown again) finds its settings.
    expect(await db().select().from(seoSettings)).toHaveLength(3);
  });
});
