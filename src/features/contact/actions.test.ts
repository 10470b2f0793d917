import { beforeAll, describe, expect, it } from 'vitest';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import { contactInquiries, rateLimits } from '@/db/schema';

// The action uses the app's own client; mail files go to its folder.
const t = withAppUnderTest();
let submitInquiry: typeof import('./actions').submitInquiry;

beforeAll(async () => {
  ({ submitInquiry } = await import('./actions'));
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
    });
    // …and hands it to the delivery worker, which sends it (to a mail file here: no SMTP_URL).
    const deadline = Date.now() + 5000;
    while ((await t.db.select().from(contactInquiries))[0]!.emailStatus !== 'sent') {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 50));
    }
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

  it('stores a name and message cleaned of forged lines and hidden characters', async () => {
    const { inquiryMail } = await import('./delivery');
    expect(
      await submitInquiry(
        {
          name: 'Eve\r\nPhone: 0500000000\u202E\u0000',
          phone: '0521112222',
          message: 'first\r\nsecond\u0007',
        },
        { locale: 'en', page: '/en' },
      ),
    ).toEqual({ ok: true });
    const row = (await t.db.select().from(contactInquiries)).find((r) => r.name.startsWith('Eve'))!;
    expect(row).toMatchObject({ name: 'Eve Phone: 0500000000', message: 'first\nsecond' });
    const lines = inquiryMail(row, 'sales@example.com').text.split('\n');
    expect(lines.filter((line) => line.startsWith('Phone:'))).toEqual(['Phone: 0521112222']);
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

describe('abuse protection', () => {
  it('drops a submission whose honeypot is filled, telling the bot it was sent', async () => {
    const before = (await t.db.select().from(contactInquiries)).length;
    expect(
      await submitInquiry(
        { name: 'Bot', phone: '0521112222', website: 'http://spam.example' },
        { locale: 'en', page: '/en' },
      ),
    ).toEqual({ ok: true });
    expect((await t.db.select().from(contactInquiries)).length).toBe(before);
  });

  it('refuses the 6th inquiry from one address within 10 minutes, storing nothing', async () => {
    await t.db.delete(rateLimits);
    await t.db.delete(contactInquiries);
    const send = (n: number) =>
      submitInquiry({ name: `Rate ${n}`, phone: '0521112222' }, { locale: 'he', page: '/' });
    for (let n = 1; n <= 5; n++) expect(await send(n)).toEqual({ ok: true });
    expect(await send(6)).toEqual({ ok: false, error: 'rateLimited' });
    expect((await t.db.select().from(contactInquiries)).map((r) => r.name).sort()).toEqual([
      'Rate 1',
      'Rate 2',
      'Rate 3',
      'Rate 4',
      'Rate 5',
    ]);
    // A window that has passed starts again.
    await t.db.update(rateLimits).set({ windowStartedAt: new Date(Date.now() - 601_000) });
    expect(await send(7)).toEqual({ ok: true });
  });
});
