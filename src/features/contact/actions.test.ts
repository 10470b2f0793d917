import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import { contactInquiries, products, rateLimits } from '@/db/schema';

// The action uses the app's own client; mail files go to its folder.
const t = withAppUnderTest();
let submitInquiry: typeof import('./actions').submitInquiry;
let sendInquiryForm: typeof import('./actions').sendInquiryForm;

beforeAll(async () => {
  ({ submitInquiry, sendInquiryForm } = await import('./actions'));
});

const formData = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

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
    await expect
      .poll(async () => (await t.db.select().from(contactInquiries))[0]!.emailStatus, {
        timeout: 5000,
        interval: 50,
      })
      .toBe('sent');
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

  it("stores the form's id, once however often the same form is sent", async () => {
    await t.db.delete(rateLimits);
    const id = crypto.randomUUID();
    const send = () =>
      submitInquiry({ id, name: 'Retry', phone: '0521112222' }, { locale: 'he', page: '/' });
    expect(await send()).toEqual({ ok: true });
    expect(await send()).toEqual({ ok: true });
    const rows = (await t.db.select().from(contactInquiries)).filter((r) => r.name === 'Retry');
    expect(rows.map((r) => r.id)).toEqual([id]);
  });

  it('gives an inquiry sent without a valid id one of its own', async () => {
    await t.db.delete(rateLimits);
    for (const id of [undefined, 'not-a-uuid', "1' or 1=1 --"]) {
      expect(
        await submitInquiry(
          { id, name: 'No id', phone: '0521112222' },
          { locale: 'he', page: '/' },
        ),
      ).toEqual({ ok: true });
    }
    const rows = (await t.db.select().from(contactInquiries)).filter((r) => r.name === 'No id');
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
  });

  it('keeps only a site path as the source page', async () => {
    await t.db.delete(rateLimits);
    await submitInquiry(
      { name: 'Path', phone: '0521112222' },
      { locale: 'en', page: 'https://evil.example/x' },
    );
    const rows = await t.db.select().from(contactInquiries);
    expect(rows.find((r) => r.name === 'Path')?.page).toBe('/');
  });
});

describe('where the lead came from', () => {
  const rowNamed = async (name: string) =>
    (await t.db.select().from(contactInquiries)).find((r) => r.name === name);
  // Every test here sends from the same address: start each with a fresh rate-limit window.
  beforeEach(() => t.db.delete(rateLimits));

  it("stores the product of the page and the visit's campaign source", async () => {
    const [product] = await t.db
      .insert(products)
      .values({ nameHe: 'מכונת פיצה', slugHe: 'source-pizza' })
      .returning({ id: products.id });
    expect(
      await submitInquiry(
        { name: 'Sourced', phone: '0521112222' },
        {
          locale: 'en',
          page: '/en/products/pizza',
          productId: product!.id,
          utmSource: 'newsletter',
          utmMedium: 'email',
          utmCampaign: 'Spring sale 2026',
        },
      ),
    ).toEqual({ ok: true });
    expect(await rowNamed('Sourced')).toMatchObject({
      page: '/en/products/pizza',
      productId: product!.id,
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'Spring sale 2026',
    });
  });

  it('stores an inquiry without a source as none', async () => {
    await submitInquiry({ name: 'Direct', phone: '0521112222' }, { locale: 'he', page: '/' });
    expect(await rowNamed('Direct')).toMatchObject({
      productId: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
  });

  it('drops a malformed or unknown source but still stores the inquiry', async () => {
    const junk = {
      locale: 'en',
      page: '/en/products/x',
      // Not a uuid; too long; only spaces; not a string.
      productId: "1' or 1=1 --",
      utmSource: 'x'.repeat(101),
      utmMedium: '   ',
      utmCampaign: { $ne: 1 } as unknown as string,
    };
    expect(await submitInquiry({ name: 'Junk', phone: '0521112222' }, junk)).toEqual({
      ok: true,
    });
    expect(await rowNamed('Junk')).toMatchObject({
      page: '/en/products/x',
      productId: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });

    // A well-formed id of no product (deleted meanwhile): stored as none, the lead is kept.
    expect(
      await submitInquiry(
        { name: 'Gone', phone: '0521112222' },
        {
          locale: 'en',
          page: '/en/products/gone',
          productId: '5f0c6c1e-2f43-4c39-9d7a-0a6f1d2b3c4d',
          utmSource: 'ad\r\nBcc: x@evil.example\u202E',
        },
      ),
    ).toEqual({ ok: true });
    expect(await rowNamed('Gone')).toMatchObject({
      productId: null,
      utmSource: 'ad Bcc: x@evil.example',
    });
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

describe('sendInquiryForm (the form posted without JavaScript)', () => {
  it('refuses with the reason and the values as typed, storing nothing; then stores the fixed one', async () => {
    await t.db.delete(rateLimits);
    const before = (await t.db.select().from(contactInquiries)).length;
    const typed = {
      name: 'Tamar',
      phone: '123',
      email: '',
      message: 'Two machines',
      purpose: 'host',
      city: 'Haifa',
    };
    const fields = { ...typed, locale: 'en', page: '/en/contact', website: '' };
    expect(await sendInquiryForm({ status: 'idle' }, formData(fields))).toEqual({
      status: 'refused',
      error: 'invalidPhone',
      values: typed,
    });
    expect((await t.db.select().from(contactInquiries)).length).toBe(before);

    const sent = await sendInquiryForm(
      { status: 'idle' },
      formData({ ...fields, phone: '052-333 4444' }),
    );
    // The thank-you note names the visitor.
    expect(sent).toEqual({ status: 'sent', name: 'Tamar' });
    const rows = await t.db.select().from(contactInquiries);
    expect(rows.find((row) => row.name === 'Tamar')).toMatchObject({
      phone: '0523334444',
      message: 'Two machines',
      purpose: 'host',
      city: 'Haifa',
      locale: 'en',
      page: '/en/contact',
      productId: null,
    });
  });
});

describe('what the visitor wants and where (purpose, city)', () => {
  it('stores a chosen purpose and the city; the sales e-mail carries both', async () => {
    await t.db.delete(rateLimits);
    const { inquiryMail } = await import('./delivery');
    const result = await submitInquiry(
      { name: 'Purpose Franchise', phone: '0521112222', purpose: 'franchise', city: ' Eilat ' },
      { locale: 'he', page: '/franchising' },
    );
    expect(result).toEqual({ ok: true });
    const [row] = (await t.db.select().from(contactInquiries)).filter(
      (r) => r.name === 'Purpose Franchise',
    );
    expect(row).toMatchObject({ purpose: 'franchise', city: 'Eilat' });
    const text = inquiryMail(row!, 'sales@example.com').text;
    expect(text).toContain('Interested in: franchise');
    expect(text).toContain('City: Eilat');
  });

  it('stores none for no choice or a value the form never offers; refuses a city too long', async () => {
    await t.db.delete(rateLimits);
    for (const [name, purpose] of [
      ['Purpose None', ''],
      ['Purpose Forged', 'drop table'],
    ] as const) {
      expect(
        await submitInquiry({ name, phone: '0521112222', purpose }, { locale: 'en', page: '/en' }),
      ).toEqual({
        ok: true,
      });
    }
    const rows = (await t.db.select().from(contactInquiries)).filter((r) =>
      r.name.startsWith('Purpose '),
    );
    expect(
      rows.filter((r) => r.name !== 'Purpose Franchise').map((r) => [r.purpose, r.city]),
    ).toEqual([
      [null, null],
      [null, null],
    ]);
    const before = (await t.db.select().from(contactInquiries)).length;
    expect(
      await submitInquiry(
        { name: 'Long City', phone: '0521112222', city: 'x'.repeat(61) },
        { locale: 'en', page: '/en' },
      ),
    ).toEqual({ ok: false, error: 'cityTooLong' });
    expect((await t.db.select().from(contactInquiries)).length).toBe(before);
  });
});
