import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * Lists an operator can work with at 100+ items (issue 32): the machines and blog lists'
 * search, filters and paging in the URL, bulk actions with one confirmation, "view on the site"
 * links, and the machine types page (rename, merge, delete unused). Tagged @catalogue: they add
 * machines and types the public specs would count, so they run after them.
 */

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Inserts machines named `<tag> <n>` with `type`, straight into the database; returns the names. */
async function seedMachines(tag: string, count: number, type: string | null = null) {
  const names = Array.from({ length: count }, (_, i) => `${tag} ${i + 1}`);
  for (const name of names)
    await queryE2eDb(
      `insert into machines (name, location, address, type, slug_he)
       values ($1, 'לובי', 'רחוב הבדיקה 1, חיפה', $2, $3)`,
      [name, type, `${tag}-${randomUUID().slice(0, 8)}`],
    );
  return names;
}

const status = async (name: string) =>
  (await queryE2eDb<{ status: string }>('select status from machines where name = $1', [name]))[0]
    ?.status;

test('machines: search and filters live in the URL and survive a reload; no matches clears @catalogue', async ({
  adminPage: page,
}) => {
  const tag = `סינון ${randomUUID().slice(0, 6)}`;
  const [first] = await seedMachines(tag, 2);
  await queryE2eDb(`update machines set status = 'inactive' where name = $1`, [first]);

  await page.goto('/admin/machines');
  const search = page.getByRole('search', { name: 'חיפוש וסינון מכונות' });
  await search.getByRole('searchbox', { name: 'חיפוש' }).fill(tag);
  await search.getByRole('combobox', { name: 'הצגה באתר' }).selectOption('inactive');
  await search.getByRole('button', { name: 'חיפוש' }).click();
  await expect(page).toHaveURL(/\/admin\/machines\?q=.+&status=inactive$/);
  const list = page.getByRole('list', { name: 'המכונות' });
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article', { name: first! })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'חיפוש' })).toHaveValue(tag);
  await expect(page.getByRole('combobox', { name: 'הצגה באתר' })).toHaveValue('inactive');
  await expect(list.getByRole('article')).toHaveCount(1);

  // An invalid value is ignored, not an error.
  await page.goto(`/admin/machines?q=${encodeURIComponent(tag)}&status=bogus&page=abc`);
  await expect(page.getByRole('list', { name: 'המכונות' }).getByRole('article')).toHaveCount(2);

  await page.goto(`/admin/machines?q=${encodeURIComponent(`${tag} אין כזו`)}`);
  await expect(page.getByText('לא נמצאו מכונות', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'ניקוי הסינון' }).click();
  await expect(page).toHaveURL(/\/admin\/machines$/);
});

test('machines: bulk hide two with one confirmation naming them; view on the site @catalogue', async ({
  adminPage: page,
}) => {
  const tag = `קבוצה ${randomUUID().slice(0, 6)}`;
  const names = await seedMachines(tag, 3);
  await page.goto(`/admin/machines?q=${encodeURIComponent(tag)}`);
  const card = (name: string) => page.getByRole('article', { name, exact: true });

  // An active machine links to its public page, in a new tab.
  const view = card(names[0]!).getByRole('link', {
    name: `צפייה ב${names[0]} באתר (נפתח בלשונית חדשה)`,
  });
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(view).toHaveAttribute('href', /^\/location\//);

  await page.getByRole('checkbox', { name: `בחירת ${names[0]}` }).check();
  await page.getByRole('checkbox', { name: `בחירת ${names[1]}` }).check();
  await expect(page.getByTestId('bulk-count')).toHaveText('2 נבחרו');
  const bar = page.getByRole('region', { name: 'פעולות על הנבחרים' });
  await bar.getByRole('button', { name: 'הסתרה' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('להסתיר 2 פריטים מהאתר?');
  await expect(dialog).toContainText(names[0]!);
  await expect(dialog).toContainText(names[1]!);
  await dialog.getByRole('button', { name: 'הסתרה' }).click();
  await expect(toast(page, '2 פריטים הוסתרו')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'בחירת כל הפריטים בעמוד' })).toBeFocused();
  expect(await status(names[0]!)).toBe('inactive');
  expect(await status(names[1]!)).toBe('inactive');
  expect(await status(names[2]!)).toBe('active');
  // A hidden machine has no public page to link to.
  await expect(card(names[0]!).getByRole('link', { name: /צפייה באתר/ })).toHaveCount(0);
  const audit = await queryE2eDb<{ summary: string }>(
    `select summary from audit_log where action = 'machines.bulkStatus' order by at desc limit 1`,
  );
  expect(audit[0]!.summary).toContain(names[0]!);

  // Select all on the page, keyboard only.
  const all = page.getByRole('checkbox', { name: 'בחירת כל הפריטים בעמוד' });
  await all.focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('bulk-count')).toHaveText('3 נבחרו');
});

test('machine types: rename and merge, delete only when unused @catalogue', async ({
  adminPage: page,
}) => {
  const n = randomUUID().slice(0, 6);
  const [a, b, unused] = [`סוג א ${n}`, `סוג ב ${n}`, `סוג ריק ${n}`];
  for (const name of [a, b, unused])
    await queryE2eDb('insert into machine_types (name) values ($1)', [name]);
  const [listed] = await seedMachines(`סוגים ${n}`, 1, JSON.stringify([a, b]));

  await page.goto('/admin/machines');
  await page.getByRole('link', { name: 'ניהול סוגי מכונות' }).click();
  await expect(page).toHaveURL(/\/admin\/machines\/types$/);
  const row = (name: string) => page.getByRole('article', { name, exact: true });

  // In use: deleting is refused, with the reason.
  await expect(row(a).getByRole('button', { name: `מחיקה: ${a}` })).toBeDisabled();
  await expect(row(a)).toContainText('מכונה אחת');

  const renamed = `${a} חדש`;
  const rename = row(a).getByRole('form', { name: `שינוי השם של ${a}` });
  await rename.getByRole('textbox', { name: 'שם חדש' }).fill(renamed);
  await rename.getByRole('button', { name: `שינוי שם: ${a}` }).click();
  await expect(toast(page, 'שם הסוג עודכן')).toBeVisible();
  await expect(row(renamed)).toBeVisible();
  expect(
    (await queryE2eDb<{ type: string }>('select type from machines where name = $1', [listed]))[0]!
      .type,
  ).toBe(JSON.stringify([renamed, b]));

  await row(renamed)
    .getByRole('combobox', { name: `למזג לתוך: ${renamed}` })
    .selectOption({ label: b });
  await row(renamed)
    .getByRole('button', { name: `מיזוג: ${renamed}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'מיזוג' }).click();
  await expect(toast(page, 'הסוגים מוזגו')).toBeVisible();
  await expect(row(renamed)).toHaveCount(0);
  expect(
    (await queryE2eDb<{ type: string }>('select type from machines where name = $1', [listed]))[0]!
      .type,
  ).toBe(b);

  await row(unused)
    .getByRole('button', { name: `מחיקה: ${unused}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'מחיקה' }).click();
  await expect(toast(page, 'הסוג נמחק')).toBeVisible();
  await expect(row(unused)).toHaveCount(0);
});

test('blog: title search and state filter in the URL survive a reload @catalogue', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/blogs?state=draft&q=zz-none');
  await expect(page.getByRole('combobox', { name: 'מצב' })).toHaveValue('draft');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'חיפוש לפי כותרת' })).toHaveValue('zz-none');
  await expect(page.getByText('לא נמצאו פוסטים', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'ניקוי הסינון' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
});

test('the lists and the types page pass axe at 390 and 1280 px @catalogue', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/admin/machines?status=active',
      '/admin/blogs?state=published',
      '/admin/machines/types',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
  }
});
