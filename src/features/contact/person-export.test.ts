import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/admin/inquiries/[id]/person-export/route';
import {
  auditLog,
  contactInquiries,
  inquiryNotes,
  products,
  type NewContactInquiry,
} from '@/db/schema';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import type { PersonExport } from './person-export';

/**
 * "Export this person's data" (GET /api/admin/inquiries/<id>/person-export) as Next calls it,
 * with a Request, against a real database and real sessions: every inquiry of the same person
 * (the e-mail in any letter case, or the phone) with its notes, newest first, no one else's; a
 * download never cached; audited by the admin without personal data; admins only.
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const signedIn = adminActionHarness({
  clear: [contactInquiries, auditLog, products],
  silence: ['warn'],
});
const { db, as } = signedIn;

const SITE = 'http://localhost:3000';

const exportOf = (id: string, headers: Record<string, string> = {}) =>
  GET(
    new Request(`${SITE}/api/admin/inquiries/${id}/person-export`, {
      headers: { 'sec-fetch-site': 'same-origin', ...headers },
    }),
    { params: Promise.resolve({ id }) },
  );

const at = (iso: string) => new Date(iso);

async function insert(values: Partial<NewContactInquiry> & { name: string; phone: string }) {
  const [row] = await db()
    .insert(contactInquiries)
    .values({ locale: 'he', emailStatus: 'sent', ...values })
    .returning();
  return row!;
}

const exportAudit = () => db().select().from(auditLog).where(eq(auditLog.action, 'inquiry.export'));

describe('the person export', () => {
  it('has every inquiry of the same e-mail (any case) or phone, newest first, with notes; no one else', async () => {
    const [product] = await db()
      .insert(products)
      .values({ nameHe: 'מכונת פיצה', nameEn: 'Pizza machine', slugHe: 'pizza', slugEn: 'pizza' })
      .returning();
    const first = await insert({
      name: 'דנה כהן',
      phone: '0501234567',
      email: 'Dana@Example.com',
      message: 'אשמח להצעה',
      purpose: 'rent',
      city: 'חיפה',
      page: '/en/products/pizza',
      locale: 'en',
      productId: product!.id,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'summer',
      status: 'in_progress',
      createdAt: at('2026-01-10T08:00:00Z'),
    });
    const sameEmail = await insert({
      name: 'Dana',
      phone: '0529999999',
      email: 'dana@EXAMPLE.com',
      createdAt: at('2026-02-10T08:00:00Z'),
    });
    const samePhone = await insert({
      name: 'ד. כהן',
      phone: '0501234567',
      createdAt: at('2026-03-10T08:00:00Z'),
    });
    const international = await insert({
      name: 'Dana C',
      phone: '972501234567',
      createdAt: at('2026-04-10T08:00:00Z'),
    });
    const someoneElse = await insert({
      name: 'יוסי לוי',
      phone: '0531111111',
      email: 'yossi@example.com',
      message: 'שלום',
      createdAt: at('2026-03-15T08:00:00Z'),
    });
    await db()
      .insert(inquiryNotes)
      .values([
        {
          inquiryId: first.id,
          authorName: 'Admin',
          body: 'התקשרתי',
          createdAt: at('2026-01-11T08:00:00Z'),
        },
        {
          inquiryId: first.id,
          authorName: 'Sales',
          body: 'נשלחה הצעה',
          createdAt: at('2026-01-12T08:00:00Z'),
        },
        { inquiryId: someoneElse.id, authorName: 'Admin', body: 'לא רלוונטי' },
      ]);

    const response = await exportOf(sameEmail.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as PersonExport;

    expect(Date.parse(body.exportedAt)).not.toBeNaN();
    expect(body.matchedBy).toEqual({ email: 'dana@EXAMPLE.com', phone: '0529999999' });
    // From the second inquiry: its e-mail finds the first; the first's phone is not followed.
    expect(body.inquiries.map((i) => i.id)).toEqual([sameEmail.id, first.id]);

    const fromFirst = (await (await exportOf(first.id)).json()) as PersonExport;
    expect(fromFirst.matchedBy).toEqual({ email: 'Dana@Example.com', phone: '0501234567' });
    expect(fromFirst.inquiries.map((i) => i.id)).toEqual([
      international.id,
      samePhone.id,
      sameEmail.id,
      first.id,
    ]);
    expect(JSON.stringify(fromFirst)).not.toContain('יוסי');
    expect(JSON.stringify(fromFirst)).not.toContain('לא רלוונטי');
    expect(fromFirst.inquiries.at(-1)).toEqual({
      id: first.id,
      createdAt: '2026-01-10T08:00:00.000Z',
      name: 'דנה כהן',
      phone: '0501234567',
      email: 'Dana@Example.com',
      message: 'אשמח להצעה',
      purpose: 'rent',
      city: 'חיפה',
      locale: 'en',
      page: '/en/products/pizza',
      product: 'Pizza machine',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'summer',
      status: 'in_progress',
      notes: [
        { createdAt: '2026-01-11T08:00:00.000Z', author: 'Admin', body: 'התקשרתי' },
        { createdAt: '2026-01-12T08:00:00.000Z', author: 'Sales', body: 'נשלחה הצעה' },
      ],
    });
    expect(fromFirst.inquiries[0]).toMatchObject({ product: null, email: null, notes: [] });

    // Each export is in the audit log: the admin, the inquiry it started from, how many.
    const entries = await exportAudit();
    expect(entries.map((e) => [e.actorEmail, e.entityType, e.entityId, e.summary])).toEqual([
      ['admin@example.com', 'inquiry', sameEmail.id, 'ייצוא נתוני פונה: 2 פניות'],
      ['admin@example.com', 'inquiry', first.id, 'ייצוא נתוני פונה: 4 פניות'],
    ]);
    for (const entry of entries)
      for (const personal of ['דנה', 'Dana', '0501234567', 'example.com'])
        expect(entry.summary).not.toContain(personal);
  });

  it('matches by phone alone when the inquiry has no e-mail', async () => {
    const mine = await insert({ name: 'א', phone: '0541234567' });
    const mineAgain = await insert({ name: 'א', phone: '0541234567', email: 'a@example.com' });
    await insert({ name: 'ב', phone: '0547654321' });
    const body = (await (await exportOf(mine.id)).json()) as PersonExport;
    expect(body.matchedBy).toEqual({ email: null, phone: '0541234567' });
    expect(body.inquiries.map((i) => i.id).sort()).toEqual([mine.id, mineAgain.id].sort());
    expect((await exportAudit())[0]!.summary).toBe('ייצוא נתוני פונה: 2 פניות');
  });

  it('answers an unknown or malformed id with 404 in JSON, and records nothing', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await exportOf(id);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: 'Inquiry not found' });
    }
    expect(await exportAudit()).toEqual([]);
  });

  it('refuses anonymous visitors (401), ordinary users (403) and other sites (403)', async () => {
    const { id } = await insert({ name: 'דנה', phone: '0501234567' });
    as();
    expect((await exportOf(id)).status).toBe(401);
    as(signedIn.cookies.user);
    expect((await exportOf(id)).status).toBe(403);
    as(signedIn.cookies.admin);
    const crossSite = await exportOf(id, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: 'cross-origin' });
    // A typed or bookmarked address (no site) is a download the admin asked for.
    expect((await exportOf(id, { 'sec-fetch-site': 'none' })).status).toBe(200);
    expect(await exportAudit()).toHaveLength(1);
  });
});
