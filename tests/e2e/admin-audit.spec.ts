import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * The audit log (issue 12): an admin's write is listed with who made it and what changed, the
 * filters live in the URL (reload and back keep them), and the page passes axe on a phone and a
 * desktop. The write is an inquiry's status (admin-only data: no public page changes).
 */

async function newInquiry(name: string) {
  const [row] = await queryE2eDb<{ id: string }>(
    `insert into contact_inquiries (name, phone, locale, page, email_status)
     values ($1, '0501112233', 'he', '/', 'sent') returning id`,
    [name],
  );
  return row!.id;
}

test('an admin write is listed with who and what; the filter is in the URL', async ({
  adminPage: page,
}) => {
  const name = `Audit ${randomUUID().slice(0, 8)}`;
  const id = await newInquiry(name);
  try {
    await page.goto(`/admin/inquiries/${id}`);
    await page.getByLabel('סטטוס הפנייה', { exact: true }).selectOption('won');
    await expect(page.getByText('הסטטוס עודכן לנסגרה בהצלחה')).toBeVisible();

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'יומן פעולות' })).toBeVisible();
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: `פנייה ${id.slice(0, 8)}: סטטוס חדשה ← נסגרה בהצלחה` });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('admin@localhost.localdomain');
    await expect(entry).toContainText('שינוי סטטוס פנייה');
    await expect(entry).not.toContainText(name);

    // Filter by the action: the URL holds it, a reload keeps it, back returns to the full log.
    const search = page.getByRole('search', { name: 'סינון יומן הפעולות' });
    await search.getByLabel('פעולה').selectOption('inquiries.setStatus');
    await search.getByRole('button', { name: 'סינון' }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?action=inquiries\.setStatus$/);
    await expect(entry).toBeVisible();
    const listed = page.locator('ol').getByRole('listitem');
    for (const text of await listed.allTextContents()) expect(text).toContain('שינוי סטטוס פנייה');
    await page.reload();
    await expect(search.getByLabel('פעולה')).toHaveValue('inquiries.setStatus');
    await expect(entry).toBeVisible();

    // A date range with nothing in it: the "no results" state, and the way back.
    await page.goto('/admin/audit?action=inquiries.setStatus&from=2001-01-01&to=2001-01-02');
    await expect(page.getByText('אין פעולות שמתאימות לסינון')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\?action=inquiries\.setStatus$/);
    await expect(entry).toBeVisible();
  } finally {
    await queryE2eDb('delete from contact_inquiries where id = $1', [id]);
  }
});

test('the audit log passes axe on a phone and a desktop', async ({ adminPage: page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'יומן פעולות' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing scrolls sideways on a phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }
});
