import { randomInt } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin, test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * Two admins editing one machine (issue 32, item 2): A and B open it; A changes the location and
 * saves; B, still on the old copy, changes the address and saves. Before, B's save silently put
 * the old location back. Now B's save is refused with what differs, A's location stays, and B
 * can load the saved version or save anyway (src/lib/admin/version.ts).
 */

const DASHBOARD = '/admin/machines';

async function openEdit(page: Page, name: string): Promise<Locator> {
  await page.goto(DASHBOARD);
  await expect(page.getByRole('heading', { level: 1, name: 'לוח ניהול מכונות' })).toBeVisible();
  await page.getByRole('button', { name: `עריכת ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'עריכת מכונה' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });

const stored = async (name: string) =>
  (
    await queryE2eDb<{ location: string; address: string }>(
      'select location, address from machines where name = $1',
      [name],
    )
  )[0];

test('a save from an older copy is refused with what differs; A’s change stays; “save anyway” overwrites', async ({
  adminPage: a,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `מכונת עריכה ${randomInt(1000, 9999)}`;

  // A adds the machine.
  await a.goto(DASHBOARD);
  await a.getByRole('button', { name: 'הוספת מכונה' }).click();
  const add = a.getByRole('dialog', { name: 'הוספת מכונה' });
  await field(add, 'שם המכונה').fill(name);
  await field(add, 'מיקום').fill('לובי');
  await field(add, 'כתובת').fill('הרצל 1, חולון');
  await add.getByRole('button', { name: 'שמירה' }).click();
  await expect(add).toBeHidden();

  // B, another admin's browser, opens it; so does A.
  const context = await browser.newContext();
  const b = await context.newPage();
  await signInAsAdmin(b);
  const editB = await openEdit(b, name);
  const editA = await openEdit(a, name);

  // A changes the location and saves.
  await field(editA, 'מיקום').fill('קומה 2');
  await editA.getByRole('button', { name: 'שמירה' }).click();
  await expect(editA).toBeHidden();
  expect(await stored(name)).toEqual({ location: 'קומה 2', address: 'הרצל 1, חולון' });

  // B changes the address and saves: refused, the dialog stays with B's work, A's location stays.
  await field(editB, 'כתובת').fill('הרצל 9, חולון');
  await editB.getByRole('button', { name: 'שמירה' }).click();
  const notice = editB.getByTestId('edit-conflict');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('מישהו אחר שמר את הפריט בזמן שערכתם אותו');
  await expect(notice).toContainText('מיקום, כתובת');
  await expect(field(editB, 'כתובת')).toHaveValue('הרצל 9, חולון');
  expect(await stored(name)).toEqual({ location: 'קומה 2', address: 'הרצל 1, חולון' });
  await expectNoAxeViolations(b);

  // B saves anyway: what B's form holds is stored.
  await notice.getByRole('button', { name: 'שמירה בכל זאת' }).click();
  await expect(editB).toBeHidden();
  expect(await stored(name)).toEqual({ location: 'לובי', address: 'הרצל 9, חולון' });

  // Opened again, B's form is current: a save goes through at once.
  const again = await openEdit(b, name);
  await field(again, 'מיקום').fill('קומה 3');
  await again.getByRole('button', { name: 'שמירה' }).click();
  await expect(again).toBeHidden();
  expect(await stored(name)).toEqual({ location: 'קומה 3', address: 'הרצל 9, חולון' });

  await queryE2eDb('delete from machines where name = $1', [name]);
  await context.close();
});
