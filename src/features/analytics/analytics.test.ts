import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withUserAndAdmin } from '../../../tests/setup/app-under-test';
import { asVisitor } from '../../../tests/setup/next-headers';
import { contactInquiries } from '@/db/schema';
import type { ViewEndpoint } from './view-endpoint';

vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));

/*
 * The whole counting path against a real PostgreSQL: beacons through the endpoint, the batched
 * write, the live report, the nightly rollup and the raw views' deletion.
 */

const signedIn = withUserAndAdmin();
let analytics: {
  endpoint: typeof import('./view-endpoint');
  store: typeof import('./view-store');
  report: typeof import('./report-queries');
  rollup: typeof import('./rollup');
};

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const PAGES = ['/', '/products/מכונת-פיצה', '/en/products/pizza-machine', '/contact', '/en/blog/x'];

/** Wednesday 25 November 2026, 10:00 in Israel. */
const NOW = new Date('2026-11-25T10:00:00+02:00');
const DAY = '2026-11-25';
const range = (from: string, to: string) => ({ from, to, preset: 'custom' as const });

function endpoint(perMinute = 1000): ViewEndpoint {
  return analytics.endpoint.createViewEndpoint({
    isPage: async (path) => PAGES.includes(path),
    site: 'autopizza.test',
    perMinute,
  });
}

const beacon = (body: unknown, userAgent = DESKTOP, address = '203.0.113.7', more = {}) => ({
  headers: { 'user-agent': userAgent, ...more },
  body: typeof body === 'string' ? body : JSON.stringify(body),
  address,
  now: NOW,
});

const rawCount = async () =>
  (await signedIn.app.db.execute<{ n: number }>(sql`select count(*)::int as n from page_views`))
    .rows[0]!.n;

beforeAll(async () => {
  analytics = {
    endpoint: await import('./view-endpoint'),
    store: await import('./view-store'),
    report: await import('./report-queries'),
    rollup: await import('./rollup'),
  };
});

describe('the view endpoint', () => {
  it('refuses malformed, oversized and forged beacons with 4xx and stores nothing', async () => {
    const views = endpoint();
    const refused = [
      'not json',
      '[]',
      'null',
      { p: 42 },
      { p: '/contact', extra: 'x' },
      { p: '/contact', r: 7 },
      { p: '/nowhere' },
      { p: '//evil.example/contact' },
      { p: 'https://evil.example/' },
      { p: '/contact?x=1' },
      { p: '/%E0%A4%A' },
      { p: '/contact', r: 'x'.repeat(10_000) },
      { p: '/contact', r: 'evil.example/<script>' },
      { p: '/contact', s: 'x'.repeat(101) },
      { p: '/contact', c: ['a'] },
    ];
    for (const body of refused) {
      const answer = await views.answer(beacon(body));
      expect([400, 404], JSON.stringify(body).slice(0, 60)).toContain(answer.status);
    }
    await analytics.store.flushViews();
    expect(await rawCount()).toBe(0);
  });

  it('drops bots, Do Not Track and Global Privacy Control without counting them', async () => {
    const views = endpoint();
    const ok = { p: '/contact' };
    expect(
      (await views.answer(beacon(ok, 'Googlebot/2.1 (+http://www.google.com/bot.html)'))).status,
    ).toBe(204);
    expect(
      (await views.answer(beacon(ok, DESKTOP.replace('Chrome', 'HeadlessChrome')))).status,
    ).toBe(204);
    expect((await views.answer(beacon(ok, ''))).status).toBe(204);
    expect(
      (await views.answer(beacon(ok, DESKTOP, '203.0.113.7', { 'sec-gpc': '1' }))).status,
    ).toBe(204);
    expect((await views.answer(beacon(ok, DESKTOP, '203.0.113.7', { dnt: '1' }))).status).toBe(204);
    await analytics.store.flushViews();
    expect(await rawCount()).toBe(0);
  });

  it('limits each address per minute', async () => {
    const views = endpoint(2);
    const ok = { p: '/nowhere' };
    expect((await views.answer(beacon(ok))).status).toBe(404);
    expect((await views.answer(beacon(ok))).status).toBe(404);
    expect((await views.answer(beacon(ok))).status).toBe(429);
    expect((await views.answer(beacon(ok, DESKTOP, '198.51.100.1'))).status).toBe(404);
  });
});

describe('counting and the report', () => {
  it('counts three views by one browser as 3 views and 1 visitor, keeping no address', async () => {
    asVisitor(signedIn.cookies.admin);
    const views = endpoint();
    const page = { p: encodeURI('/products/מכונת-פיצה'), r: 'www.google.com', s: 'test' };
    for (let i = 0; i < 3; i++) expect((await views.answer(beacon(page, PHONE))).status).toBe(204);
    // Another browser on another address, on the English page, with no source.
    expect(
      (await views.answer(beacon({ p: '/en/products/pizza-machine' }, DESKTOP, '198.51.100.9')))
        .status,
    ).toBe(204);
    await analytics.store.flushViews();

    const stored = await signedIn.app.db.execute<Record<string, unknown>>(
      sql`select * from page_views order by id`,
    );
    expect(stored.rows).toHaveLength(4);
    expect(stored.rows[0]).toMatchObject({
      path: '/products/מכונת-פיצה',
      lang: 'he',
      device: 'phone',
      ref_host: 'www.google.com',
      utm_source: 'test',
      day: DAY,
    });
    expect(stored.rows[3]).toMatchObject({ lang: 'en', device: 'desktop', utm_source: '' });
    const everything = JSON.stringify(stored.rows);
    expect(everything).not.toContain('203.0.113.7');
    expect(everything).not.toContain('iPhone');

    await signedIn.app.db.insert(contactInquiries).values({
      name: 'From the pizza page',
      phone: '0501234567',
      locale: 'he',
      page: '/products/מכונת-פיצה',
      utmSource: 'test',
      createdAt: NOW,
    });

    const report = await analytics.report.loadAnalyticsReport(range(DAY, DAY));
    expect(report.totals).toEqual({ views: 4, visitors: 2, inquiries: 1, conversion: 0.5 });
    expect(report.pages[0]).toEqual({
      path: '/products/מכונת-פיצה',
      views: 3,
      visitors: 1,
      inquiries: 1,
      conversion: 1,
    });
    expect(report.sources.find((s) => s.source === 'test')).toMatchObject({
      views: 3,
      visitors: 1,
      inquiries: 1,
      conversion: 1,
    });
    expect(report.referrers).toContainEqual({ host: 'www.google.com', views: 3, visitors: 1 });
    expect(report.devices).toEqual([
      { device: 'phone', views: 3, visitors: 1 },
      { device: 'desktop', views: 1, visitors: 1 },
    ]);
    expect(report.days).toEqual([{ day: DAY, views: 4, visitors: 2 }]);
    expect(report.funnel.productVisitors).toBe(2);

    const week = await analytics.report.loadWeekTraffic(NOW);
    expect(week).toEqual({ visitors: 2, inquiries: 1, conversion: 0.5 });
  });

  it('makes the same browser a new visitor the next day (the salt is the day’s)', async () => {
    const salts = await signedIn.app.db.execute<{ day: string }>(
      sql`select to_char(day, 'YYYY-MM-DD') as day from analytics_salts`,
    );
    expect(salts.rows).toEqual([{ day: DAY }]);
    const a = analytics.store.visitorHash(Buffer.from('a'), '203.0.113.7', PHONE, 'site');
    const b = analytics.store.visitorHash(Buffer.from('b'), '203.0.113.7', PHONE, 'site');
    expect(a.equals(b)).toBe(false);
  });

  it('rolls finished days up to the same figures and deletes raw views after three days', async () => {
    asVisitor(signedIn.cookies.admin);
    const before = await analytics.report.loadAnalyticsReport(range(DAY, DAY));
    // The day after: the 25th is finished and rolled up.
    const result = await analytics.rollup.rollUpPageViews(new Date('2026-11-26T09:00:00+02:00'));
    expect(result).toEqual({ rolled: [DAY], deleted: 0 });
    const after = await analytics.report.loadAnalyticsReport(range(DAY, DAY));
    expect(after).toEqual(before);
    const daily = await signedIn.app.db.execute<{ n: number }>(
      sql`select sum(views)::int as n from analytics_daily`,
    );
    expect(daily.rows[0]!.n).toBe(4);
    // The salt of a finished day is gone.
    const salts = await signedIn.app.db.execute(sql`select 1 from analytics_salts`);
    expect(salts.rows).toHaveLength(0);
    // Three days later the raw views go; the counts stay.
    const later = await analytics.rollup.rollUpPageViews(new Date('2026-11-28T09:00:00+02:00'));
    expect(later).toEqual({ rolled: [], deleted: 4 });
    expect(await rawCount()).toBe(0);
    expect(await analytics.report.loadAnalyticsReport(range(DAY, DAY))).toEqual(before);
  });

  it('refuses the report to an ordinary user', async () => {
    asVisitor(signedIn.cookies.user);
    await expect(analytics.report.loadAnalyticsReport(range(DAY, DAY))).rejects.toMatchObject({
      status: 403,
    });
  });
});
