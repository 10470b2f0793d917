import { randomInt } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * The machine dashboard (/admin/machines, spec back-office §2, §5, §8) as the administrator, and
 * what the public site shows after each change.
 */

const DASHBOARD = '/admin/machines';

/** Small photos made on the fly: three JPEGs and two PNGs in different colours. */
async function photos(count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const png = i % 2 === 1;
      const image = sharp({
        create: {
          width: 640,
          height: 480,
          channels: 3,
          background: { r: 60 + i * 40, g: 110, b: 220 - i * 35 },
        },
      });
      return {
        name: `photo-${i + 1}.${png ? 'png' : 'jpg'}`,
        mimeType: png ? 'image/png' : 'image/jpeg',
        buffer: await (png ? image.png() : image.jpeg()).toBuffer(),
      };
    }),
  );
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function openDashboard(page: Page) {
  await page.goto(DASHBOARD);
  await expect(page.getByRole('heading', { level: 1, name: 'לוח ניהול מכונות' })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function openEdit(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `עריכת ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'עריכת מכונה' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function saveAndExpect(page: Page, dialog: Locator, message: string) {
  await dialog.getByRole('button', { name: 'שמירה' }).click();
  await expect(toast(page, message)).toBeVisible();
  await expect(dialog).toBeHidden();
}

type Saved = { id: string; slug_he: string; slug_en: string; images: string[] };
const savedMachine = async (name: string) =>
  (
    await queryE2eDb<Saved>(
      `select id, slug_he, slug_en, text_to_list(image_url) || gallery_images as images
         from machines where name = $1`,
      [name],
    )
  )[0];

test.describe('machine dashboard', () => {
  test('a machine with five photos: public pages follow its creation, closing, renaming and deletion @catalogue', async ({
    adminPage: page,
  }) => {
    test.setTimeout(180_000);
    const n = randomInt(1000, 9999);
    const name = `מכונת בדיקה ${n}`;
    const nameEn = `Test Machine ${n}`;

    await openDashboard(page);
    await page.getByRole('button', { name: 'הוספת מכונה' }).click();
    const dialog = page.getByRole('dialog', { name: 'הוספת מכונה' });
    await expect(dialog).toBeVisible();

    // Hebrew tab: the required fields, a phone, a type; status and operating status default.
    await expect(dialog.getByRole('tab', { name: 'עברית' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog.getByRole('textbox', { name: 'שם המכונה', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'מיקום', exact: true }).fill('לובי הכניסה');
    await dialog
      .getByRole('textbox', { name: 'כתובת', exact: true })
      .fill('רחוב הבדיקה 1, תל אביב');
    await dialog.getByLabel('טלפון').fill('050-555-0199');
    await dialog.getByRole('checkbox', { name: 'מכונת פיצה' }).check();
    await expect(dialog.getByLabel('סטטוס', { exact: true })).toHaveValue('active');
    await expect(dialog.getByLabel('סטטוס פעילות')).toHaveValue('open');

    // English tab.
    await dialog.getByRole('tab', { name: 'English' }).click();
    await dialog.getByLabel('שם המכונה באנגלית').fill(nameEn);
    await dialog.getByLabel('מיקום באנגלית').fill('Entrance lobby');
    await dialog.getByLabel('כתובת באנגלית').fill('1 Test St, Tel Aviv');
    await dialog.getByRole('checkbox', { name: 'Pizza Machine' }).check();

    // Images tab: five files at once. Save waits while they upload.
    await dialog.getByRole('tab', { name: 'תמונות' }).click();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/uploads**', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.locator('input[type="file"]').setInputFiles(await photos(5));
    await expect(dialog.getByRole('button', { name: 'שמירה' })).toBeDisabled();
    release();
    await expect(toast(page, '5 תמונות הועלו בהצלחה')).toBeVisible({ timeout: 30_000 });
    await expect(dialog.locator('input[name="images[]"]')).toHaveCount(5);
    await page.unroute('**/api/admin/uploads**');
    await saveAndExpect(page, dialog, 'המכונה נוספה בהצלחה');

    // On the dashboard: the new card, first, active and open, with its type.
    const newCard = card(page, name);
    await expect(newCard).toBeVisible();
    await expect(newCard).toContainText('פעילה');
    await expect(newCard).toContainText('פתוח');
    await expect(newCard).toContainText('מכונת פיצה');
    await expect(page.getByRole('article').first()).toHaveAccessibleName(name);

    const saved = await savedMachine(name);
    expect(saved).toMatchObject({ slug_he: `מכונת-בדיקה-${n}`, slug_en: `test-machine-${n}` });
    expect(saved!.images).toHaveLength(5);
    for (const url of saved!.images) {
      expect(url).toMatch(/^\/uploads\/machine-images\/[0-9a-f-]{36}\.(jpg|png|webp)$/);
      expect((await page.request.get(url)).status(), url).toBe(200);
    }

    // Public list: four tiles, "+1" on the fourth; the detail page in both languages.
    await page.goto('/locations');
    const publicCard = card(page, name);
    await expect(publicCard.getByRole('button', { name: /^הגדלת התמונה/ })).toHaveCount(4);
    await expect(publicCard).toContainText('+1');
    const hePath = `/location/${encodeURIComponent(saved!.slug_he)}`;
    await page.goto(hePath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.goto(`/en/location/${saved!.slug_en}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameEn);

    // Closed: the public card shows the Coming Soon picture instead of the photos.
    await openDashboard(page);
    let edit = await openEdit(page, name);
    await edit.getByLabel('סטטוס פעילות').selectOption('closed');
    await saveAndExpect(page, edit, 'המכונה עודכנה בהצלחה');
    await expect(card(page, name)).toContainText('סגור');
    await page.goto('/locations');
    await expect(card(page, name).getByRole('img')).toHaveCount(1);
    await expect(card(page, name).getByRole('img')).toHaveAttribute('src', /coming-soon\.webp/);

    // A new Hebrew slug: the old address answers a permanent redirect to the new one.
    await openDashboard(page);
    edit = await openEdit(page, name);
    const slugField = edit.getByLabel('כתובת הדף בעברית');
    await expect(slugField).toHaveValue(saved!.slug_he);
    const newSlug = `${saved!.slug_he}-חדש`;
    await slugField.fill(newSlug);
    await saveAndExpect(page, edit, 'המכונה עודכנה בהצלחה');
    const newPath = `/location/${encodeURIComponent(newSlug)}`;
    const moved = await page.request.get(hePath, { maxRedirects: 0 });
    expect([301, 308]).toContain(moved.status());
    // (Next 16.4 repeats the Location header of a redirect from a page; each copy is the same.)
    const locations = moved
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'location')
      .map((header) => new URL(header.value, page.url()).pathname);
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) expect(location).toBe(newPath);
    await page.goto(hePath);
    await expect(page).toHaveURL(newPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    // Delete: confirmation naming it, then the page follows the not-found rule; the files stay
    // while it is in the trash (admin-trash.spec.ts).
    await openDashboard(page);
    await page.getByRole('button', { name: `מחיקת ${name}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'העברה לסל המחזור' });
    await expect(confirm).toContainText(
      `למחוק את „\u2068${name}\u2069”? הפריט יועבר לסל המחזור ויישמר 30 יום.`,
    );
    await expect(confirm.getByRole('button', { name: 'ביטול' })).toBeFocused();
    await confirm.getByRole('button', { name: 'מחיקה' }).click();
    await expect(toast(page, 'המכונה הועברה לסל המחזור')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(card(page, name)).toHaveCount(0);
    await expect(page.locator('#main-content')).toBeFocused();
    expect(await savedMachine(name)).toBeUndefined();

    for (const path of [newPath, hePath]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page).toHaveURL(/\/404$/);
    }
    for (const url of saved!.images) {
      expect((await page.request.get(url)).status(), url).toBe(200);
    }
  });

  test('coordinates typed or picked on the map place and move the public pin @catalogue', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const name = `מכונת מפה ${randomInt(1000, 9999)}`;
    const latitude = (dialog: Locator) => dialog.getByLabel('קו רוחב', { exact: true });
    const longitude = (dialog: Locator) => dialog.getByLabel('קו אורך', { exact: true });
    const coordinates = async () =>
      (
        await queryE2eDb<{ latitude: number; longitude: number }>(
          'select latitude, longitude from machines where name = $1',
          [name],
        )
      )[0];

    await openDashboard(page);
    await page.getByRole('button', { name: 'הוספת מכונה' }).click();
    const dialog = page.getByRole('dialog', { name: 'הוספת מכונה' });
    await dialog.getByRole('textbox', { name: 'שם המכונה', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'מיקום', exact: true }).fill('לובי');
    await dialog.getByRole('textbox', { name: 'כתובת', exact: true }).fill('דרך העצמאות 1, חיפה');
    // Outside Israel (Paris): refused on the field, the dialog stays open.
    await latitude(dialog).fill('48.8566');
    await longitude(dialog).fill('2.3522');
    await dialog.getByRole('button', { name: 'שמירה' }).click();
    await expect(dialog.getByText(/^המיקום מחוץ לישראל/)).toBeVisible();
    await latitude(dialog).fill('32.8191');
    await longitude(dialog).fill('34.9983');
    await saveAndExpect(page, dialog, 'המכונה נוספה בהצלחה');
    expect(await coordinates()).toEqual({ latitude: 32.8191, longitude: 34.9983 });

    const pin = page
      .getByRole('main')
      .getByRole('link', { name: `${name}, חיפה – פתוח`, exact: true });
    await page.goto('/locations');
    const before = (await pin.boundingBox())!;

    // Picked on the same map: a click near its southern tip (Eilat) moves the pin there.
    await openDashboard(page);
    const edit = await openEdit(page, name);
    await expect(latitude(edit)).toHaveValue('32.8191');
    const picker = edit.getByRole('img', { name: /^מפת ישראל/ });
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.45, y: box.height * 0.97 } });
    await expect(latitude(edit)).not.toHaveValue('32.8191');
    expect(Number(await latitude(edit).inputValue())).toBeLessThan(29.7);
    await saveAndExpect(page, edit, 'המכונה עודכנה בהצלחה');
    expect((await coordinates())!.latitude).toBeLessThan(29.7);
    await page.goto('/locations');
    expect((await pin.boundingBox())!.y).toBeGreaterThan(before.y + 300);

    await openDashboard(page);
    await page.getByRole('button', { name: `מחיקת ${name}`, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'מחיקה' }).click();
    await expect(toast(page, 'המכונה הועברה לסל המחזור')).toBeVisible();
  });

  test('a refused save keeps the dialog open with every value; a duplicate type is refused', async ({
    adminPage: page,
  }) => {
    await openDashboard(page);
    const before = await queryE2eDb<{ count: string }>('select count(*) from machines');
    await page.getByRole('button', { name: 'הוספת מכונה' }).click();
    const dialog = page.getByRole('dialog', { name: 'הוספת מכונה' });
    await dialog.getByRole('textbox', { name: 'מיקום', exact: true }).fill('קומה 2');
    await dialog.getByRole('textbox', { name: 'כתובת', exact: true }).fill('הרצל 5, חולון');
    await dialog.getByRole('tab', { name: 'English' }).click();
    await dialog.getByLabel('שם המכונה באנגלית').fill('Holon Office');

    // Saved from the English tab without a name: back to the Hebrew tab, the error at the field.
    await dialog.getByRole('button', { name: 'שמירה' }).click();
    await expect(dialog.getByRole('tab', { name: 'עברית' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const nameField = dialog.getByRole('textbox', { name: 'שם המכונה', exact: true });
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toHaveAccessibleDescription('שדה חובה');
    await expect(nameField).toBeFocused();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'מיקום', exact: true })).toHaveValue('קומה 2');
    await expect(dialog.getByRole('textbox', { name: 'כתובת', exact: true })).toHaveValue(
      'הרצל 5, חולון',
    );
    await expect(dialog.getByLabel('שם המכונה באנגלית')).toHaveValue('Holon Office');

    // A slug that is not one: refused by the same rule on both sides.
    await nameField.fill('משרדי חולון');
    await dialog.getByLabel('כתובת הדף בעברית').fill('לא כתובת!');
    await dialog.getByRole('button', { name: 'שמירה' }).click();
    await expect(dialog.getByLabel('כתובת הדף בעברית')).toHaveAccessibleDescription(
      /הכתובת יכולה להכיל רק אותיות, ספרות ומקפים/,
    );

    // Machine types: an existing name is refused, Enter never submits the form, empty is ignored.
    const newType = dialog.getByLabel('סוג מכונה חדש');
    const types = dialog
      .getByRole('group', { name: 'סוגי מכונות', exact: true })
      .getByRole('checkbox');
    const typeCount = await types.count();
    await newType.press('Enter');
    await expect(newType).not.toHaveAttribute('aria-invalid');
    await newType.fill('  מכונת פיצה ');
    await newType.press('Enter');
    await expect(newType).toHaveAttribute('aria-invalid', 'true');
    await expect(newType).toHaveAccessibleDescription(/סוג המכונה כבר קיים/);
    await expect(types).toHaveCount(typeCount);

    // A new one is checked in the form only: it joins machine_types when the machine is saved,
    // so the cancelled dialog below leaves no type behind (issue 32).
    const typeName = `סוג בדיקה ${randomInt(1000, 9999)}`;
    await newType.fill(`  ${typeName}  `);
    await newType.press('Enter');
    await expect(dialog.getByRole('checkbox', { name: typeName })).toBeChecked();
    await expect(newType).toHaveValue('');
    expect(
      await queryE2eDb('select 1 from machine_types where name = $1', [typeName]),
    ).toHaveLength(0);

    // Nothing was saved; the dialog is still open with the values.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'מיקום', exact: true })).toHaveValue('קומה 2');
    expect(await queryE2eDb<{ count: string }>('select count(*) from machines')).toEqual(before);
    await dialog.getByRole('button', { name: 'ביטול' }).click();
    // What was typed is not thrown away without asking.
    await page
      .getByRole('alertdialog', { name: 'לסגור בלי לשמור?' })
      .getByRole('button', { name: 'לסגור בלי לשמור' })
      .click();
    await expect(dialog).toBeHidden();
  });

  test('axe finds no violation with the form and the delete confirmation open', async ({
    adminPage: page,
  }) => {
    await openDashboard(page);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'הוספת מכונה' }).click();
    const dialog = page.getByRole('dialog', { name: 'הוספת מכונה' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('tab', { name: 'תמונות' }).click();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A seeded machine: the other tests add and delete their own meanwhile.
    const name = 'מגדל משרדים – תל אביב';
    const first = card(page, name);
    await page.getByRole('button', { name: `עריכת ${name}`, exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'עריכת מכונה' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `מחיקת ${name}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'העברה לסל המחזור' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'ביטול' }).click();
    await expect(confirm).toBeHidden();
    await expect(first).toBeVisible();
  });

  test('fits a phone: one column of cards, the form within the screen @mobile', async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page);
    const noOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noOverflow()).toBe(true);
    const cards = page.getByRole('article');
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(Math.round(a!.x)).toBe(Math.round(b!.x));

    await page.getByRole('button', { name: 'הוספת מכונה' }).click();
    const dialog = page.getByRole('dialog', { name: 'הוספת מכונה' });
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expect(dialog.getByRole('button', { name: 'שמירה' })).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});
