import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * Roles in the back office (issue 35): a salesperson sees only the dashboard, the leads and the
 * visit statistics, works an inquiry, and gets 403 with Access Denied on the other sections; an
 * editor edits a product and a post and is refused the leads, the statistics, their CSVs and the
 * users screen. The server decides (the
 * layout marks the status, the page and every action and read check the role again: the
 * matrix test src/features/auth/admin-actions-matrix.test.ts calls each action as each role).
 */

const navLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'ניווט ממשק הניהול' }).getByRole('link');

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

const sameSite = { 'sec-fetch-site': 'same-origin' };

/** A page outside the role: 403 from the first bytes, Access Denied, nothing of the section. */
async function expectDenied(page: Page, path: string, title = 'הגישה נדחתה') {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 403`).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a salesperson sees the dashboard, the leads and the visit statistics only, works an inquiry, and is refused the rest', async ({
  salesPage: page,
}) => {
  const name = `פנייה לאיש מכירות ${randomInt(1e6)}`;
  const [inquiry] = await queryE2eDb<{ id: string }>(
    `insert into contact_inquiries (name, phone, locale, email_status)
     values ($1, '0501234567', 'he', 'sent') returning id`,
    [name],
  );

  await page.goto('/admin');
  await expect(navLinks(page)).toHaveText(['לוח בקרה', 'פניות', 'סטטיסטיקת ביקורים']);
  await expect(page.getByRole('heading', { level: 1, name: 'לוח בקרה' })).toBeVisible();

  // The inbox lists it; the retention setting and a person's export and erasure are the
  // administrators' (privacy), so not on a salesperson's screens.
  await page.goto('/admin/inquiries');
  await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'שמירת פניות' })).toHaveCount(0);
  await page.goto(`/admin/inquiries/${inquiry!.id}`);
  await expect(page.getByRole('heading', { name: 'פרטיות: עיון ומחיקה' })).toHaveCount(0);
  await page.getByLabel('סטטוס הפנייה', { exact: true }).selectOption('in_progress');
  await expect
    .poll(async () => {
      const [row] = await queryE2eDb<{ status: string }>(
        'select status from contact_inquiries where id = $1',
        [inquiry!.id],
      );
      return row?.status;
    })
    .toBe('in_progress');

  const csv = await page.request.get('/api/admin/inquiries/export', { headers: sameSite });
  expect(csv.status(), 'sales exports the leads').toBe(200);
  const traffic = await page.request.get('/api/admin/analytics/export', { headers: sameSite });
  expect(traffic.status(), 'sales exports the visit statistics').toBe(200);

  await expectDenied(page, '/admin/machines');
  await expect(navLinks(page)).toHaveText(['לוח בקרה', 'פניות', 'סטטיסטיקת ביקורים']);
  await expectDenied(page, '/admin/users');
  await expectDenied(page, '/admin/settings');
  await expectDenied(page, '/admin/products', 'אין הרשאה');
  await expectNoAxeViolations(page);
});

// Not @catalogue: the saves change nothing a visitor sees (the same values), so the public specs
// running beside it are unaffected, and the catalogue project keeps its own pace.
test('an editor edits a product and a post, and is refused the leads, their CSV and the users', async ({
  editorPage: page,
}) => {
  await page.goto('/admin');
  await expect(navLinks(page)).toHaveText([
    'לוח בקרה',
    'מכונות',
    'בלוג',
    'SEO',
    'מוצרים והשכרה',
    'טקסטים באתר',
  ]);
  // No leads on an editor's home: the sections that are theirs instead.
  await expect(page.getByRole('heading', { level: 2, name: 'האזורים שלך' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/admin/products');
  const product = 'מכונת פיצה אוטומטית';
  await page.getByRole('button', { name: `עריכת ${product}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'עריכת מוצר' });
  await dialog.getByRole('button', { name: 'שמירה' }).click();
  await expect(toast(page, 'המוצר נשמר בהצלחה')).toBeVisible();

  const [post] = await queryE2eDb<{ id: string }>(
    "select id from blog_posts where language = 'he' order by created_at limit 1",
  );
  await page.goto(`/admin/blogs/${post!.id}`);
  await page.getByRole('button', { name: 'שמירה', exact: true }).click();
  await expect(toast(page, 'הפוסט עודכן בהצלחה')).toBeVisible();

  await expectDenied(page, '/admin/inquiries');
  const csv = await page.request.get('/api/admin/inquiries/export', { headers: sameSite });
  expect(csv.status(), 'an editor cannot export the leads').toBe(403);
  await expectDenied(page, '/admin/analytics');
  const traffic = await page.request.get('/api/admin/analytics/export', { headers: sameSite });
  expect(traffic.status(), 'an editor cannot export the visit statistics').toBe(403);
  await expectDenied(page, '/admin/users');
  await expectDenied(page, '/admin/settings');
});
