import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';
import { asNewVisitor } from './visitor';
import { E2E_BASE_URL } from '../../playwright.config';

/*
 * Cookie-free visit counting, end to end: the page's beacon, the server's checks, the stored
 * row, and the back office's figures. Each test counts under a campaign source of its own, so the
 * other specs' visits (which are counted too) never change its numbers.
 */

const PIZZA = '/en/products/automatic-pizza-machine';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const uniqueSource = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

type Counted = { views: number; visitors: number };
const countedFor = async (source: string): Promise<Counted> =>
  (
    await queryE2eDb<Counted>(
      `select count(*)::int as views, count(distinct visitor)::int as visitors
         from page_views where utm_source = $1`,
      [source],
    )
  )[0]!;

const beacon = (body: unknown) => ({
  headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': DESKTOP_UA },
  data: typeof body === 'string' ? body : JSON.stringify(body),
});

/** Collects every Set-Cookie header the page's own answers carry. */
function cookiesSet(page: Page): string[] {
  const set: string[] = [];
  page.on('response', async (response) => {
    const cookie = await response.headerValue('set-cookie');
    if (cookie) set.push(`${response.url()}: ${cookie}`);
  });
  return set;
}

test.describe('visit counting', () => {
  test('three visits to a product page from one browser: 3 page views, 1 visitor, no cookie', async ({
    page,
    context,
  }) => {
    await asNewVisitor(page);
    const set = cookiesSet(page);
    const source = uniqueSource('three');
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/views')) beacons.push(request.postData() ?? '');
    });
    await page.goto(`${PIZZA}?utm_source=${source}`);
    await expect.poll(() => beacons.length).toBe(1);
    await page.reload();
    await expect.poll(() => beacons.length).toBe(2);
    await page.goto(PIZZA);
    await expect.poll(() => beacons.length).toBe(3);

    // The visit's first-touch source rides on every view; nothing else but the path.
    expect(JSON.parse(beacons[2]!)).toEqual({ p: PIZZA, s: source });
    await expect.poll(() => countedFor(source)).toEqual({ views: 3, visitors: 1 });
    const [row] = await queryE2eDb<Record<string, unknown>>(
      `select path, lang, device, ref_host, utm_medium, utm_campaign
         from page_views where utm_source = $1 limit 1`,
      [source],
    );
    expect(row).toEqual({
      path: PIZZA,
      lang: 'en',
      device: 'desktop',
      ref_host: '',
      utm_medium: '',
      utm_campaign: '',
    });
    expect(await context.cookies()).toEqual([]);
    expect(set).toEqual([]);
  });

  test('a bot and a browser sending Global Privacy Control or Do Not Track count nothing', async ({
    page,
    request,
  }) => {
    const source = uniqueSource('private');
    await asNewVisitor(page);
    await page.setExtraHTTPHeaders({
      'x-forwarded-for': '198.51.100.77',
      'sec-gpc': '1',
    });
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/views'));
    await page.goto(`${PIZZA}?utm_source=${source}`);
    // The page still sends its beacon (the header is not visible to it); the server drops it.
    expect((await (await sent).response())?.status()).toBe(204);

    const bot = await request.post('/api/views', {
      headers: {
        'content-type': 'text/plain',
        'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
      },
      data: JSON.stringify({ p: PIZZA, s: source }),
    });
    expect(bot.status()).toBe(204);
    const dnt = await request.post('/api/views', {
      headers: { 'content-type': 'text/plain', 'user-agent': DESKTOP_UA, dnt: '1' },
      data: JSON.stringify({ p: PIZZA, s: source }),
    });
    expect(dnt.status()).toBe(204);
    // A counted one after them, so that "nothing" is not just "not written yet".
    const control = uniqueSource('control');
    const counted = await request.post('/api/views', beacon({ p: PIZZA, s: control }));
    expect(counted.status()).toBe(204);
    await expect.poll(() => countedFor(control)).toEqual({ views: 1, visitors: 1 });
    expect(await countedFor(source)).toEqual({ views: 0, visitors: 0 });
  });

  test('malformed, oversized and forged beacons are refused with 4xx and store nothing', async ({
    request,
  }) => {
    const source = uniqueSource('forged');
    const refused: [unknown, number][] = [
      ['{"p":', 400],
      [{ p: 7, s: source }, 400],
      [{ p: PIZZA, s: source, extra: 'x' }, 400],
      [{ p: PIZZA, s: [source] }, 400],
      [{ p: '/en/products/no-such-machine', s: source }, 404],
      [{ p: '/admin', s: source }, 404],
      [{ p: 'https://evil.example/', s: source }, 400],
      [{ p: PIZZA, s: source, r: 'x'.repeat(10_000) }, 413],
      [{ p: PIZZA, s: source, r: 'not a host/<script>' }, 400],
      [{ p: PIZZA, s: source.repeat(20) }, 400],
    ];
    for (const [body, status] of refused) {
      const answer = await request.post('/api/views', beacon(body));
      expect(answer.status(), JSON.stringify(body).slice(0, 80)).toBe(status);
    }
    const foreign = await request.post('/api/views', {
      ...beacon({ p: PIZZA, s: source }),
      headers: { ...beacon({}).headers, origin: 'https://evil.example' },
    });
    expect(foreign.status()).toBe(403);
    expect((await request.get('/api/views')).status()).toBe(405);
    // Wait out the write queue (a second) with a view that is counted, then check.
    const control = uniqueSource('control');
    expect((await request.post('/api/views', beacon({ p: PIZZA, s: control }))).status()).toBe(204);
    await expect.poll(() => countedFor(control)).toEqual({ views: 1, visitors: 1 });
    expect(await countedFor(source)).toEqual({ views: 0, visitors: 0 });
  });

  test('no public page sets a cookie, and pages keep their caching headers', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(50);
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
      expect(response.headers()['cache-control'], path).toBe('public, max-age=0, s-maxage=1');
    }
  });

  test('a campaign visit, then an inquiry from that page: a conversion of 1 for the source, on the screen and in the inbox', async ({
    browser,
    adminPage,
  }) => {
    const source = uniqueSource('test');
    const name = `Analytics ${randomUUID().slice(0, 8)}`;
    // The visitor: a browser of its own (no admin cookie), three views of the page.
    const visitor = await browser.newContext({ userAgent: DESKTOP_UA, baseURL: E2E_BASE_URL });
    const page = await visitor.newPage();
    await asNewVisitor(page);
    // Each load's beacon is sent before the next load (a reload before hydration sends none).
    const beaconSent = () => page.waitForRequest((r) => r.url().endsWith('/api/views'));
    await Promise.all([beaconSent(), page.goto(`${PIZZA}?utm_source=${source}`)]);
    await Promise.all([beaconSent(), page.reload()]);
    await Promise.all([beaconSent(), page.reload()]);
    await expect.poll(() => countedFor(source)).toEqual({ views: 3, visitors: 1 });
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Phone').fill('0501234567');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Inquiry sent!')).toBeVisible();
    await visitor.close();
    // On that page, for that source: one visitor, one inquiry.
    const [pair] = await queryE2eDb<{ visitors: number; inquiries: number }>(
      `select (select count(distinct visitor)::int from page_views
                where utm_source = $1 and path = $2) as visitors,
              (select count(*)::int from contact_inquiries
                where utm_source = $1 and page = $2) as inquiries`,
      [source, PIZZA],
    );
    expect(pair).toEqual({ visitors: 1, inquiries: 1 });

    await adminPage.goto('/admin/analytics');
    await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(
      'סטטיסטיקת ביקורים ופניות',
    );
    const row = adminPage
      .getByRole('table', { name: 'מקורות תנועה' })
      .getByRole('row')
      .filter({ has: adminPage.getByRole('rowheader', { name: source }) });
    await expect(row.getByRole('cell')).toHaveText(['3', '1', '1', '100%']);
    await expectNoAxeViolations(adminPage);
    await adminPage.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(adminPage);
    await adminPage.setViewportSize({ width: 1280, height: 800 });

    // The inquiry figure opens the inbox showing that source's inquiry.
    await row.getByRole('link').click();
    await expect(adminPage).toHaveURL(new RegExp(`/admin/inquiries\\?source=${source}&`));
    await expect(adminPage.getByRole('link', { name })).toBeVisible();
  });

  // The roles' matrix (an editor refused) is in admin-roles.spec.ts.
  test('sales opens the screen and downloads its CSV', async ({ salesPage }) => {
    await salesPage.goto('/admin/analytics?range=90');
    await expect(salesPage.getByRole('heading', { level: 1 })).toHaveText(
      'סטטיסטיקת ביקורים ופניות',
    );
    const csv = await salesPage.request.get('/api/admin/analytics/export?range=90');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect((await csv.text()).split('\n').length).toBeGreaterThan(1);
  });
});
