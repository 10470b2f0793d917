import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  answeredBy,
  cluster,
  contextOn,
  inboxMessages,
  newIp,
  queryDb,
  sendInquiry,
  signIn,
} from './cluster';
import { redisKeyCount } from './topology';

/**
 * Two instances behind nginx share what a visitor or an admin would notice: the cache (an edit on
 * one is on the other's next page), uploads, sessions, the sign-in limit and the lead e-mails.
 */

test('nginx sends requests to both instances in turn', async ({ request }) => {
  const served = new Set<string | undefined>();
  for (let n = 0; n < 6; n++) {
    const response = await request.get(`${cluster.url}/api/health`);
    expect(response.status()).toBe(200);
    served.add(answeredBy(response.headers()));
  }
  expect([...served].sort()).toEqual(['a', 'b']);
});

test("an admin's edit on instance A is on instance B's next page", async ({ browser, request }) => {
  const [product] = await queryDb<{ name_he: string; slug_en: string; price_en: string | null }>(
    'select name_he, slug_en, price_en from products where is_active order by display_order limit 1',
  );
  const pagePath = `/en/products/${product!.slug_en}`;
  const visitorOnB = await contextOn(browser, 'b');
  // B has rendered (and cached) the page before the edit.
  const before = await visitorOnB.request.get(pagePath);
  expect(answeredBy(before.headers())).toBe('b');
  const price = `$${Date.now() % 100_000} + VAT (cluster)`;
  expect(await before.text()).not.toContain(price);

  const adminOnA = await contextOn(browser, 'a');
  await signIn(adminOnA);
  const page = await adminOnA.newPage();
  await page.goto('/admin/products');
  await page.getByRole('button', { name: `עריכת ${product!.name_he}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'עריכת מוצר' });
  await edit.getByRole('tab', { name: 'English' }).click();
  await edit.getByLabel('מחיר באנגלית').fill(price);
  await edit.getByRole('button', { name: 'שמירה' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'המוצר נשמר בהצלחה' }),
  ).toBeVisible();

  const after = await visitorOnB.request.get(pagePath);
  expect(answeredBy(after.headers())).toBe('b');
  expect(await after.text()).toContain(price);
  // The cache they share is Redis: the instances wrote their pages and data there.
  expect(redisKeyCount()).toBeGreaterThan(10);

  // Through nginx (its one-second copy may be the old page for that second).
  await expect
    .poll(
      async () => (await (await request.get(`${cluster.url}${pagePath}`)).text()).includes(price),
      {
        timeout: 5_000,
      },
    )
    .toBe(true);
  await adminOnA.close();
  await visitorOnB.close();
});

test("a page text saved on instance A is on instance B's next prerendered page", async ({
  browser,
}) => {
  const pagePath = '/en/franchising';
  const visitorOnB = await contextOn(browser, 'b');
  const before = await visitorOnB.request.get(pagePath);
  expect(answeredBy(before.headers())).toBe('b');
  const title = `Open your own pizza business (cluster ${Date.now() % 100_000})`;
  expect(await before.text()).not.toContain(title);

  const adminOnA = await contextOn(browser, 'a');
  await signIn(adminOnA);
  const page = await adminOnA.newPage();
  await page.goto('/admin/content/franchising');
  await page.getByRole('group', { name: 'הכותרת הראשית' }).getByLabel('כותרת (אנגלית)').fill(title);
  await page.getByRole('button', { name: 'שמירת הטקסטים' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'הטקסטים נשמרו ומוצגים באתר' }),
  ).toBeVisible();

  const after = await visitorOnB.request.get(pagePath);
  expect(answeredBy(after.headers())).toBe('b');
  expect(await after.text()).toContain(title);
  // The Hebrew page keeps its own title.
  expect(await (await visitorOnB.request.get('/franchising')).text()).not.toContain(title);
  await adminOnA.close();
  await visitorOnB.close();
});

test('a picture uploaded through instance A is served by instance B', async ({ browser }) => {
  const adminOnA = await contextOn(browser, 'a');
  await signIn(adminOnA);
  const picture = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#1f6f5c' },
  })
    .jpeg()
    .toBuffer();
  const uploaded = await adminOnA.request.post('/api/admin/uploads?folder=machines', {
    headers: {
      origin: cluster.url,
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent('cluster.jpg'),
    },
    data: picture,
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const storedOnA = await adminOnA.request.get(url);

  const visitorOnB = await contextOn(browser, 'b');
  const servedByB = await visitorOnB.request.get(url);
  expect(answeredBy(servedByB.headers())).toBe('b');
  expect(servedByB.status()).toBe(200);
  expect(servedByB.headers()['content-type']).toBe('image/jpeg');
  expect(Buffer.compare(await servedByB.body(), await storedOnA.body())).toBe(0);
  await adminOnA.close();
  await visitorOnB.close();
});

test('a session made on instance A is valid on instance B', async ({ browser }) => {
  const onA = await contextOn(browser, 'a');
  await signIn(onA);
  const onB = await contextOn(browser, 'b', await onA.storageState());
  const page = await onB.newPage();
  const response = await page.goto('/admin');
  expect(answeredBy(response!.headers())).toBe('b');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toMatch(/כניסה|Sign in/);
  await onA.close();
  await onB.close();
});

test('the sign-in limit counts attempts on both instances together', async ({ request }) => {
  const ip = newIp();
  const attempt = (instance: 'a' | 'b') =>
    request.post(`${cluster.url}/api/auth/sign-in/email`, {
      headers: { origin: cluster.url, 'x-forwarded-for': ip, 'x-cluster-instance': instance },
      data: { email: cluster.admin.email, password: 'not-the-password' },
    });
  // Three tries within ten seconds are allowed per address (src/lib/auth/index.ts SIGN_IN_LIMIT).
  for (const instance of ['a', 'b', 'a'] as const) {
    const refused = await attempt(instance);
    expect(answeredBy(refused.headers())).toBe(instance);
    expect(refused.status()).toBe(401);
  }
  const limited = await attempt('b');
  expect(answeredBy(limited.headers())).toBe('b');
  expect(limited.status()).toBe(429);
});

test("an inquiry sent through instance A is e-mailed once while B's worker runs too", async ({
  browser,
}) => {
  const onA = await contextOn(browser, 'a');
  const page = await onA.newPage();
  const name = `Cluster lead ${randomUUID().slice(0, 8)}`;
  await page.goto('/en/contact');
  await sendInquiry(page, name);
  await expect(page.getByText('Inquiry sent!')).toBeVisible();

  const lead = async () =>
    (
      await queryDb<{ id: string; email_status: string; email_attempts: number }>(
        'select id, email_status, email_attempts from contact_inquiries where name = $1',
        [name],
      )
    )[0];
  await expect.poll(async () => (await lead())?.email_status, { timeout: 15_000 }).toBe('sent');
  // Both workers look for due e-mails every quarter second here (MAIL_RETRY_SCALE): B's has had
  // a dozen turns to send it again.
  await page.waitForTimeout(3_000);
  const { id, email_attempts } = (await lead())!;
  expect(email_attempts).toBe(1);
  expect((await inboxMessages()).filter((mail) => mail.inquiryId === id)).toHaveLength(1);
  await onA.close();
});
