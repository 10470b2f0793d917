import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-db';
import { contactInquiries } from '@/db/schema';

let t: TestDatabase;
let submitInquiry: typeof import('./actions').submitInquiry;

beforeAll(async () => {
  t = await createTestDatabase();
  process.env.DATABASE_URL = t.url; // the action uses the app's own client
  ({ submitInquiry } = await import('./actions'));
});
afterAll(async () => {
  const { getDb } = await import('@/db');
  await getDb().$client.end();
  await t.drop();
});

describe('submitInquiry (server action)', () => {
  it('stores a valid inquiry with its locale and page', async () => {
    const result = await submitInquiry(
      { name: 'Noa', phone: '052-111-2222', email: 'noa@example.com', message: 'Hi' },
      { locale: 'he', page: '/products' },
    );
    expect(result).toEqual({ ok: true });
    const rows = await t.db.select().from(contactInquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Noa',
      phone: '0521112222',
      email: 'noa@example.com',
      message: 'Hi',
      locale: 'he',
      page: '/products',
      emailStatus: 'pending',
      emailAttempts: 0,
    });
  });

  it('refuses invalid input on the server too, storing nothing', async () => {
    const before = (await t.db.select().from(contactInquiries)).length;
    expect(
      await submitInquiry({ name: '', phone: '0521112222' }, { locale: 'en', page: '/en' }),
    ).toEqual({ ok: false, error: 'formErrorText' });
    expect(
      await submitInquiry(
        { name: 'X', phone: '0521112222', email: 'bad' },
        { locale: 'en', page: '/en' },
      ),
    ).toEqual({ ok: false, error: 'invalidEmail' });
    expect(
      await submitInquiry({ name: 'X', phone: '0521112222' }, { locale: 'fr', page: '/' }),
    ).toEqual({ ok: false, error: 'formErrorText' });
    expect((await t.db.select().from(contactInquiries)).length).toBe(before);
  });

  it('keeps only a site path as the source page', async () => {
    await submitInquiry(
      { name: 'Path', phone: '0521112222' },
      { locale: 'en', page: 'https://evil.example/x' },
    );
    const rows = await t.db.select().from(contactInquiries);
    expect(rows.find((r) => r.name === 'Path')?.page).toBe('/');
  });
});
