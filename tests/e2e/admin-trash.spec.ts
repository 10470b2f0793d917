import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_BASE_URL } from '../../playwright.config';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * The trash (/admin/trash, issue 32): a deleted machine leaves the public site at once, waits in
 * the trash with its pictures, and comes back as it was — page, pictures and all — on "שחזור".
 */

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Uploads a small photo as the machine form does; returns its URL. */
async function uploadPhoto(page: Page, i: number): Promise<string> {
  const response = await page.context().request.post('/api/admin/uploads?folder=machines', {
    headers: {
      origin: E2E_BASE_URL,
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(`trash-${i}.jpg`),
    },
    data: await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: 40 * i, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer(),
  });
  expect(response.status()).toBe(201);
  return (await response.json()).url;
}

const entry = (page: Page, name: string) =>
  page.locator('li[data-trash-entry]').filter({ hasText: name });

test.describe('trash', () => {
  test('a deleted machine with pictures leaves the site and comes back from the trash @catalogue', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const n = randomInt(1000, 9999);
    const name = `מכונת סל מחזור ${n}`;
    const slug = `trash-machine-${n}`;
    const images = [await uploadPhoto(page, 1), await uploadPhoto(page, 2)];
    await queryE2eDb(
      `insert into machines (name, name_en, location, address, image_url, gallery_images, slug_he, slug_en)
       values ($1, $2, 'לובי', 'רחוב הבדיקה 2, חיפה', $3, $4, $5, $5)`,
      [name, `Trash Machine ${n}`, images[0], [images[1]], slug],
    );
    const path = `/location/${slug}`;
    const page200 = await page.goto(path);
    expect(page200?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    // Delete from the dashboard: the dialog names it and says where it goes.
    await page.goto('/admin/machines');
    await page.getByRole('button', { name: `מחיקת ${name}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'העברה לסל המחזור' });
    await expect(confirm).toContainText(
      `למחוק את „\u2068${name}\u2069”? הפריט יועבר לסל המחזור ויישמר 30 יום.`,
    );
    await confirm.getByRole('button', { name: 'מחיקה' }).click();
    await expect(toast(page, 'המכונה הועברה לסל המחזור')).toBeVisible();

    // Gone from the public site as any deleted page; its pictures kept.
    const gone = await page.goto(path);
    expect(gone?.status()).toBe(404);
    for (const url of images) expect((await page.request.get(url)).status(), url).toBe(200);

    // In the trash: newest first, with its kind, who deleted it and the days left.
    await page.goto('/admin/trash');
    await expect(page.getByRole('heading', { level: 1, name: 'סל מחזור' })).toBeVisible();
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'סל מחזור' }),
    ).toHaveAttribute('aria-current', 'page');
    const row = entry(page, name);
    await expect(row).toContainText('מכונה');
    await expect(row).toContainText('30 ימים');
    await expect(page.locator('li[data-trash-entry]').first()).toContainText(name);
    await expectNoAxeViolations(page);

    // "מחיקה לצמיתות" asks first, naming the item; cancel keeps it.
    await row.getByRole('button', { name: `מחיקה לצמיתות של „${name}”` }).click();
    const purge = page.getByRole('alertdialog', { name: 'מחיקה לצמיתות' });
    await expect(purge).toContainText(name);
    await expectNoAxeViolations(page);
    await purge.getByRole('button', { name: 'ביטול' }).click();
    await expect(purge).toBeHidden();

    // Restore: the page and its pictures are back, as they were.
    await row.getByRole('button', { name: `שחזור „${name}”` }).click();
    await expect(toast(page, 'שוחזר')).toBeVisible();
    await expect(entry(page, name)).toHaveCount(0);
    const back = await page.goto(path);
    expect(back?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    for (const url of images) expect((await page.request.get(url)).status(), url).toBe(200);
    const [stored] = await queryE2eDb<{ image_url: string; gallery_images: string[] }>(
      'select image_url, gallery_images from machines where slug_he = $1',
      [slug],
    );
    expect(stored).toEqual({ image_url: images[0], gallery_images: [images[1]] });

    // Clean up: delete it again and forever.
    await page.goto('/admin/machines');
    await page.getByRole('button', { name: `מחיקת ${name}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'מחיקה' }).click();
    await expect(toast(page, 'המכונה הועברה לסל המחזור')).toBeVisible();
    await page.goto('/admin/trash');
    await entry(page, name)
      .getByRole('button', { name: `מחיקה לצמיתות של „${name}”` })
      .click();
    await page
      .getByRole('alertdialog', { name: 'מחיקה לצמיתות' })
      .getByRole('button', { name: 'מחיקה לצמיתות' })
      .click();
    await expect(toast(page, 'נמחק לצמיתות')).toBeVisible();
    await expect(entry(page, name)).toHaveCount(0);
    for (const url of images) expect((await page.request.get(url)).status(), url).toBe(404);
  });
});
