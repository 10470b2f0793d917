import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-db';
import { redirects, seoSettings } from '@/db/schema';
import { forgetPages, recordMoves } from './redirects';

let t: TestDatabase;
beforeAll(async () => (t = await createTestDatabase()));
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.delete(redirects);
  await t.db.delete(seoSettings);
});

/** The SEO titles by page path. */
const titles = async () =>
  Object.fromEntries(
    (await t.db.select().from(seoSettings)).map((row) => [row.pagePath, row.metaTitle]),
  );

const table = async () =>
  Object.fromEntries(
    (await t.db.select().from(redirects)).map((row) => [row.fromPath, row.toPath]),
  );

describe('recordMoves', () => {
  it('sends an old address to the new one, both languages at once', async () => {
    await recordMoves(t.db, [
      { from: '/location/old', to: '/location/new' },
      { from: '/en/location/old', to: '/en/location/new' },
    ]);
    expect(await table()).toEqual({
      '/location/old': '/location/new',
      '/en/location/old': '/en/location/new',
    });
  });

  it('never chains: every earlier address leads straight to the latest', async () => {
    await recordMoves(t.db, [{ from: '/products/a', to: '/products/b' }]);
    await recordMoves(t.db, [{ from: '/products/b', to: '/products/c' }]);
    expect(await table()).toEqual({ '/products/a': '/products/c', '/products/b': '/products/c' });
  });

  it('never loops: renaming back makes the address live again', async () => {
    await recordMoves(t.db, [{ from: '/rental/a', to: '/rental/b' }]);
    await recordMoves(t.db, [{ from: '/rental/b', to: '/rental/a' }]);
    expect(await table()).toEqual({ '/rental/b': '/rental/a' });
  });

  it('ignores a save that kept the slug', async () => {
    await recordMoves(t.db, [{ from: '/rental/a', to: '/rental/a' }]);
    expect(await table()).toEqual({});
  });
});

describe('recordMoves and SEO settings', () => {
  it("moves a page's settings to its new address (decoded, as the dashboard keys them)", async () => {
    await t.db.insert(seoSettings).values([
      { pagePath: '/location/חיפה', metaTitle: 'Haifa title' },
      { pagePath: '/about', metaTitle: 'About' },
    ]);
    await recordMoves(t.db, [
      {
        from: `/location/${encodeURIComponent('חיפה')}`,
        to: `/location/${encodeURIComponent('חיפה-מרכז')}`,
      },
    ]);
    expect(await titles()).toEqual({ '/location/חיפה-מרכז': 'Haifa title', '/about': 'About' });
  });

  it('keeps the settings the new address already has', async () => {
    await t.db.insert(seoSettings).values([
      { pagePath: '/blog/a', metaTitle: 'A' },
      { pagePath: '/blog/b', metaTitle: 'B' },
    ]);
    await recordMoves(t.db, [{ from: '/blog/a', to: '/blog/b' }]);
    expect(await titles()).toEqual({ '/blog/a': 'A', '/blog/b': 'B' });
  });
});

describe('forgetPages', () => {
  it("forgets a deleted page's SEO settings, in each language, and keeps the others", async () => {
    await t.db.insert(seoSettings).values([
      { pagePath: '/products/מכונה', metaTitle: 'he' },
      { pagePath: '/en/products/machine', metaTitle: 'en' },
      { pagePath: '/products/other', metaTitle: 'other' },
    ]);
    await forgetPages(t.db, [`/products/${encodeURIComponent('מכונה')}`, '/en/products/machine']);
    expect(await titles()).toEqual({ '/products/other': 'other' });
  });

  it('forgets the redirects to a deleted page and keeps the others', async () => {
    await recordMoves(t.db, [
      { from: '/location/a', to: '/location/b' },
      { from: '/location/x', to: '/location/y' },
    ]);
    await forgetPages(t.db, ['/location/b']);
    expect(await table()).toEqual({ '/location/x': '/location/y' });
  });
});
