import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { adminCredentials, test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/*
 * The SEO dashboard's "הפניות" section (issue 32): the recorded moves, newest first, with who
 * made each ("—" when unknown), deleting one after a confirmation that names its old address
 * (the old address then answers not-found), and no settings of a page that is gone in the list.
 * Each test makes its own rows (unique paths) and removes them.
 */

const DASHBOARD = '/admin/seo';
const T = {
  section: 'הפניות',
  deleteTitle: 'למחוק את ההפניה?',
  confirm: 'מחק',
  deleted: 'ההפניה נמחקה',
  unknown: '—',
};

const section = (page: Page) => page.getByTestId('seo-redirects');
const redirectRow = (page: Page, from: string) => section(page).locator(`tr[data-from="${from}"]`);

async function openDashboard(page: Page) {
  await page.goto(DASHBOARD);
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`^${T.section}`) }),
  ).toBeVisible({ timeout: 60_000 });
}

test.describe('the SEO dashboard: redirects', () => {
  test('lists redirects newest first with who made them, and deletes one after confirmation', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const tag = randomUUID().slice(0, 8);
    const older = `/products/e2e-old-${tag}`;
    const newer = `/rental/e2e-old-${tag}`;
    const admin = adminCredentials();
    await queryE2eDb(
      `insert into redirects (from_path, to_path, created_at, created_by) values
         ($1, '/about', now() - interval '1 minute', null),
         ($2, '/rental', now(), $3)`,
      [older, newer, admin.email],
    );
    try {
      await openDashboard(page);
      const rows = section(page).locator('tbody tr');
      const order = await rows.evaluateAll((all) => all.map((tr) => tr.getAttribute('data-from')));
      expect(order.indexOf(newer)).toBeLessThan(order.indexOf(older));
      await expect(redirectRow(page, newer).locator('[data-field="created-by"]')).toHaveText(
        admin.email,
      );
      await expect(redirectRow(page, older).locator('[data-field="created-by"]')).toHaveText(
        T.unknown,
      );
      await expectNoAxeViolations(page);

      // The old address redirects (permanently) until the redirect is deleted.
      const before = await page.request.get(older, { maxRedirects: 0 });
      expect(before.status()).toBe(308);
      expect(before.headers()['location']).toMatch(/\/about$/);

      await redirectRow(page, older)
        .getByRole('button', { name: `מחיקת ההפניה מ-${older}` })
        .click();
      const dialog = page.getByRole('alertdialog', { name: T.deleteTitle });
      await expect(dialog).toContainText(older);
      await dialog.getByRole('button', { name: T.confirm, exact: true }).click();
      await expect(page.getByText(T.deleted)).toBeVisible();
      // The dashboard is re-rendered in the action's answer.
      await expect(redirectRow(page, older)).toHaveCount(0, { timeout: 60_000 });
      await expect(redirectRow(page, newer)).toHaveCount(1);
      expect(
        await queryE2eDb('select 1 from redirects where from_path = $1', [older]),
      ).toHaveLength(0);
      const audit = await queryE2eDb<{ actor_email: string }>(
        `select actor_email from audit_log where action = 'seo.deleteRedirect' and entity_id = $1`,
        [older],
      );
      expect(audit.map((row) => row.actor_email)).toEqual([admin.email]);
      // The old address then follows the products' not-found rule instead (the lookup's cache
      // tag was updated): no permanent redirect to the old target.
      const after = await page.request.get(older, { maxRedirects: 0 });
      expect(after.status()).not.toBe(308);
      expect(after.headers()['location'] ?? '').not.toMatch(/\/about$/);
    } finally {
      await queryE2eDb('delete from redirects where from_path = any($1)', [[older, newer]]);
    }
  });

  test('settings of a page that is gone are not listed; a custom page’s are', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const tag = randomUUID().slice(0, 8);
    const orphan = `/products/e2e-gone-${tag}`;
    const custom = `/landing/e2e-${tag}`;
    await queryE2eDb(
      `insert into seo_settings (page_path, meta_title) values ($1, 'Gone page'), ($2, 'Custom page')`,
      [orphan, custom],
    );
    try {
      await page.goto(DASHBOARD);
      await expect(page.locator(`li[data-path="${custom}"]`)).toBeVisible({ timeout: 60_000 });
      await expect(page.locator(`li[data-path="${orphan}"]`)).toHaveCount(0);
    } finally {
      await queryE2eDb('delete from seo_settings where page_path = any($1)', [[orphan, custom]]);
    }
  });
});
