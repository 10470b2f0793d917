import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * The history of an item (issue 32): each save of a post keeps a version; the history lists them
 * newest first, "השוואה" shows the fields where a version differs from the post now (the old text
 * next to the current one), and "שחזור גרסה זו" (after its confirmation) brings the old text back
 * to the edit form and to the public page. Tagged @catalogue: it makes a post public (the public
 * specs count the demo posts). The post carries the test's token and is deleted at the end.
 */

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

const token = () => `hist${randomInt(100_000, 999_999)}`;

async function cleanUp(mark: string) {
  await queryE2eDb(
    `delete from revisions where kind = 'post' and entity_id in
       (select id from blog_posts where title like $1)`,
    [`%${mark}%`],
  );
  await queryE2eDb('delete from blog_posts where title like $1 or blog_url like $1', [`%${mark}%`]);
}

const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });
const contentField = (page: Page) => field(page, 'תוכן הפוסט');

/** Saves the open edit form and waits for its toast. */
async function saveEdit(page: Page) {
  await page.getByRole('button', { name: 'שמירה', exact: true }).click();
  await expect(toast(page, 'הפוסט עודכן בהצלחה').first()).toBeVisible();
}

test.describe('history of a post @catalogue', () => {
  test.describe.configure({ timeout: 90_000 });

  test('compare shows the old text; restoring it brings it back to the form and the public page', async ({
    adminPage: page,
  }) => {
    const mark = token();
    const slug = `history-${mark}`;
    const first = `הנוסח הראשון ${mark}`;
    const second = `הנוסח השני ${mark}`;
    try {
      await page.goto('/admin/blogs/new');
      await expect(page.getByRole('heading', { level: 1, name: 'פוסט חדש' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'העלאת תמונות' })).toBeEnabled();
      await field(page, 'כותרת (חובה)').fill(`פוסט היסטוריה ${mark}`);
      await field(page, 'קטגוריה (חובה)').fill('בדיקות');
      await field(page, 'כתובת הדף (slug)').fill(slug);
      await contentField(page).fill('טיוטה ראשונית');
      await page.getByRole('radio', { name: /^פרסום/ }).check();
      await page.getByRole('button', { name: 'שמירה', exact: true }).click();
      await expect(toast(page, 'הפוסט נוצר בהצלחה')).toBeVisible();
      await page.waitForURL(/\/admin\/blogs\/[0-9a-f-]{36}$/);
      const id = page.url().split('/').at(-1)!;

      // Two edits of the text.
      await contentField(page).fill(first);
      await saveEdit(page);
      await contentField(page).fill(second);
      await saveEdit(page);

      // The history: newest first, each with when and who.
      await page.getByRole('link', { name: 'היסטוריה', exact: true }).click();
      await page.waitForURL(`**/admin/history/post/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'היסטוריית גרסאות' })).toBeVisible();
      const rows = page.getByRole('table').getByRole('row');
      // The header row and the three saves.
      await expect(rows).toHaveCount(4);
      await expect(rows.nth(1)).toContainText('הגרסה הנוכחית');
      await expectNoAxeViolations(page);

      // Compare the version with the first text (the second newest).
      await rows
        .nth(2)
        .getByRole('link', { name: /^השוואה: / })
        .click();
      await page.waitForURL(new RegExp(`/admin/history/post/${id}/[0-9a-f-]{36}$`));
      const content = page.getByRole('row', { name: /^תוכן/ });
      await expect(content).toHaveCount(1);
      await expect(content.getByRole('cell').first()).toHaveText(first);
      await expect(content.getByRole('cell').last()).toHaveText(second);
      // Only what differs: the title is the same in both.
      await expect(page.getByRole('row', { name: /^כותרת/ })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Restore, after the confirmation.
      await page.getByRole('button', { name: 'שחזור גרסה זו' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'לשחזר את הגרסה הזו?' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'שחזור', exact: true }).click();
      await expect(toast(page, 'שוחזרה')).toBeVisible();
      await page.waitForURL(`**/admin/history/post/${id}`);
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(5);

      // The edit form and the public page have the first text again.
      await page.goto(`/admin/blogs/${id}`);
      await expect(contentField(page)).toHaveValue(first);
      await page.goto(`/blog/${slug}`);
      await expect(page.locator('main')).toContainText(first);
      await expect(page.locator('main')).not.toContainText(second);
    } finally {
      await cleanUp(mark);
    }
  });
});
