import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-db';
import { redirects } from '@/db/schema';
import { dropRedirectsTo, recordMoves } from './redirects';

let t: TestDatabase;
beforeAll(async () => (t = await createTestDatabase()));
afterAll(() => t.drop());
beforeEach(async () => {
  await t.db.delete(redirects);
});

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

describe('dropRedirectsTo', () => {
  it('forgets the redirects to a deleted page and keeps the others', async () => {
    await recordMoves(t.db, [
      { from: '/location/a', to: '/location/b' },
      { from: '/location/x', to: '/location/y' },
    ]);
    await dropRedirectsTo(t.db, ['/location/b']);
    expect(await table()).toEqual({ '/location/x': '/location/y' });
  });
});
