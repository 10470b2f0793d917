import { beforeAll, describe, expect, it, vi } from 'vitest';
import { contactInquiries, products } from '@/db/schema';
import { withUserAndAdmin } from '../../../tests/setup/app-under-test';
import { asVisitor } from '../../../tests/setup/next-headers';
import { getInbox, getInquiry } from './admin-queries';
import { INBOX_PAGE_SIZE } from './inbox-filters';
import { queryInbox, queryInboxExport } from './inbox-query';

/**
 * The inbox's reads against a real database: search (name, e-mail, a phone typed any way),
 * status, Israel-calendar date ranges, the dashboard's views, paging. (Anonymous and non-admin
 * callers of getInbox/getInquiry: the authorization matrix test.)
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));

const signedIn = withUserAndAdmin();
const db = () => signedIn.app.db;
const NOW = new Date('2026-03-10T12:00:00Z');
let productId: string;

beforeAll(async () => {
  const [product] = await db()
    .insert(products)
    .values({ nameHe: 'מכונת בדיקה', slugHe: 'מכונת-בדיקה', slugEn: 'test-machine' })
    .returning();
  productId = product!.id;
  await db()
    .insert(contactInquiries)
    .values([
      {
        name: 'דנה כהן',
        phone: '0501234567',
        email: 'dana@example.com',
        message: 'שלום\nשורה שנייה',
        locale: 'he',
        page: '/en/products/test-machine',
        productId,
        utmSource: 'test',
        utmCampaign: 'spring',
        purpose: 'franchise',
        city: 'חיפה',
        status: 'new',
        // 2026-03-01 00:30 in Israel (UTC+2): still 28 February in UTC.
        createdAt: new Date('2026-02-28T22:30:00Z'),
      },
      {
        name: 'John Smith',
        phone: '0529876543',
        email: 'john@example.com',
        locale: 'en',
        page: '/products/x',
        status: 'won',
        emailStatus: 'sent',
        createdAt: new Date('2026-03-05T10:00:00Z'),
      },
      {
        name: '100%_real',
        phone: '0541112222',
        locale: 'en',
        page: '/products/מכונת-פיצה',
        // A campaign without a source, spelled differently from the other lead's.
        utmCampaign: 'Spring',
        status: 'new',
        createdAt: new Date('2026-03-10T06:00:00Z'),
      },
    ]);
});

const names = async (filters: Parameters<typeof queryInbox>[1]) =>
  (await queryInbox(db(), filters, NOW)).rows.map((row) => row.name);

describe('queryInbox', () => {
  it('lists every inquiry newest first with its source, product and first message line', async () => {
    const inbox = await queryInbox(db(), {}, NOW);
    expect(inbox).toMatchObject({ total: 3, page: 1, pageCount: 1 });
    expect(inbox.rows.map((r) => r.name)).toEqual(['100%_real', 'John Smith', 'דנה כהן']);
    expect(inbox.rows[2]).toMatchObject({
      firstLine: 'שלום',
      page: '/en/products/test-machine',
      productName: 'מכונת בדיקה',
      utmSource: 'test',
      purpose: 'franchise',
      city: 'חיפה',
      status: 'new',
      emailStatus: 'pending',
    });
    expect(inbox.rows[0]!.firstLine).toBeNull();
  });

  it('finds by name, e-mail and a phone typed with dashes or +972', async () => {
    expect(await names({ q: 'כהן' })).toEqual(['דנה כהן']);
    expect(await names({ q: 'JOHN@' })).toEqual(['John Smith']);
    expect(await names({ q: '+972-50-123-4567' })).toEqual(['דנה כהן']);
    expect(await names({ q: '052-987' })).toEqual(['John Smith']);
    expect(await names({ q: '972 54 111' })).toEqual(['100%_real']);
    // LIKE's wildcards are taken literally.
    expect(await names({ q: '%_' })).toEqual(['100%_real']);
    expect(await names({ q: 'nobody' })).toEqual([]);
  });

  it('filters by status, Israel calendar days and the dashboard views', async () => {
    expect(await names({ status: 'won' })).toEqual(['John Smith']);
    expect(await names({ purpose: 'franchise' })).toEqual(['דנה כהן']);
    expect(await names({ purpose: 'rent' })).toEqual([]);
    expect(await names({ from: '2026-03-01', to: '2026-03-01' })).toEqual(['דנה כהן']);
    expect(await names({ to: '2026-02-28' })).toEqual([]);
    expect(await names({ from: '2026-03-02' })).toEqual(['100%_real', 'John Smith']);
    expect(await names({ delivery: 'undelivered' })).toEqual(['100%_real', 'דנה כהן']);
    // Still new more than 24 hours after arriving (the one from this morning is not yet).
    expect(await names({ unanswered: true })).toEqual(['דנה כהן']);
    expect(await names({ status: 'new', q: 'דנה', delivery: 'undelivered' })).toEqual(['דנה כהן']);
  });

  it('filters by source, campaign and page sent from exactly; "-" is none', async () => {
    expect(await names({ source: 'test' })).toEqual(['דנה כהן']);
    expect(await names({ source: 'TEST' })).toEqual([]);
    expect(await names({ source: 'tes' })).toEqual([]);
    expect(await names({ source: '-' })).toEqual(['100%_real', 'John Smith']);
    expect(await names({ campaign: 'spring' })).toEqual(['דנה כהן']);
    expect(await names({ campaign: 'Spring' })).toEqual(['100%_real']);
    expect(await names({ campaign: '-' })).toEqual(['John Smith']);
    expect(await names({ sentFrom: '/products/x' })).toEqual(['John Smith']);
    expect(await names({ sentFrom: '/products' })).toEqual([]);
    expect(await names({ sentFrom: '/products/מכונת-פיצה' })).toEqual(['100%_real']);
    expect(await names({ sentFrom: '/en/products/test-machine' })).toEqual(['דנה כהן']);
    // With each other and the other filters; the count and the CSV export read the same view.
    expect(await names({ source: '-', campaign: '-' })).toEqual(['John Smith']);
    expect(await names({ source: '-', sentFrom: '/products/x', status: 'new' })).toEqual([]);
    expect(await names({ source: 'test', campaign: 'Spring' })).toEqual([]);
    expect(await queryInbox(db(), { source: '-' }, NOW)).toMatchObject({ total: 2, pageCount: 1 });
    const exported = await queryInboxExport(db(), { source: '-', page: 2 }, NOW);
    expect(exported.map((row) => row.name)).toEqual(['100%_real', 'John Smith']);
    expect(
      (await queryInboxExport(db(), { sentFrom: '/products/x' }, NOW)).map((row) => row.name),
    ).toEqual(['John Smith']);
  });

  it('pages by 50, past the last page reads as the last', async () => {
    const many = Array.from({ length: 2 * INBOX_PAGE_SIZE + 3 }, (_, i) => ({
      name: `Paged ${String(i).padStart(3, '0')}`,
      phone: '0530000000',
      locale: 'en' as const,
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
    }));
    await db().insert(contactInquiries).values(many);
    const first = await queryInbox(db(), { q: 'paged' }, NOW);
    expect(first).toMatchObject({ total: 103, page: 1, pageCount: 3 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]!.name).toBe('Paged 102');
    const last = await queryInbox(db(), { q: 'paged', page: 9 }, NOW);
    expect(last.page).toBe(3);
    expect(last.rows.map((r) => r.name)).toEqual(['Paged 002', 'Paged 001', 'Paged 000']);
    const seen = new Set<string>();
    for (const page of [1, 2, 3])
      for (const row of (await queryInbox(db(), { q: 'paged', page }, NOW)).rows) seen.add(row.id);
    expect(seen.size).toBe(103);
    expect(await queryInboxExport(db(), { q: 'paged', page: 2 }, NOW)).toHaveLength(103);
  });
});

describe('admin reads', () => {
  it('give the admin a page of the inbox and one inquiry with product, attempts and notes', async () => {
    asVisitor(signedIn.cookies.admin);
    const inbox = await getInbox({ q: 'dana' });
    expect(inbox.rows.map((r) => r.name)).toEqual(['דנה כהן']);
    const detail = await getInquiry(inbox.rows[0]!.id);
    expect(detail).toMatchObject({
      inquiry: { name: 'דנה כהן', message: 'שלום\nשורה שנייה', utmSource: 'test' },
      product: { id: productId, name: 'מכונת בדיקה', slugEn: 'test-machine' },
      attempts: [],
      notes: [],
    });
    expect(await getInquiry('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await getInquiry('not-an-id')).toBeNull();
  });
});
