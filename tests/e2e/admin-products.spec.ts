import { randomInt } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * /admin/products (spec back-office §2, §5, §8): products for sale and rental machines as the
 * administrator, and what the public site shows after each change. The e2e server's database is
 * shared with the other specs, which expect the demo catalogue: the tests that change what the
 * public pages show are tagged @catalogue (they run after the public specs), work on rows they
 * create, move only those (the demo rows keep their relative order), and delete them at the end,
 * also when they fail.
 */

const DASHBOARD = '/admin/products';

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A small JPEG made on the fly. */
const photo = async () => ({
  name: 'product-photo.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 198, g: 40, b: 40 } },
  })
    .jpeg()
    .toBuffer(),
});

async function openDashboard(page: Page, tab: 'products' | 'rentals' = 'products') {
  await page.goto(DASHBOARD);
  await expect(
    page.getByRole('heading', { level: 1, name: 'מוצרים ומכונות להשכרה' }),
  ).toBeVisible();
  if (tab === 'rentals') await page.getByRole('tab', { name: 'מכונות להשכרה' }).click();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: tab === 'products' ? /מוצרים למכירה/ : /מכונות להשכרה/,
    }),
  ).toBeVisible();
}

/** The names of the dashboard's rows, in order. */
const adminOrder = (page: Page, list: 'המוצרים' | 'המכונות להשכרה') =>
  page
    .getByRole('list', { name: `רשימת ${list} לפי סדר ההצגה` })
    .locator(':scope > li h3 > span:first-child');

/** The headings of a public page's product (or rental) cards, in order. */
const cardNames = (scope: Locator) => scope.getByRole('article').getByRole('heading');

const DEMO_PRODUCTS = {
  he: ['מכונת פיצה אוטומטית', 'מכונת משקאות אוטומטית', 'מכונת חטיפים אוטומטית'],
  en: ['Automatic Pizza Machine', 'Automatic Beverage Machine', 'Automatic Snack Machine'],
};

/**
 * The home page's products preview shows `expected` (the first three active products). The first
 * load is expected to be fresh; once in a while (seen in 1 run of 4 under load) the framework's
 * page cache answered the home page's first request after a reorder with the previous order: that
 * is noted on the test (and reported), and the check waits for the fresh page on reload.
 */
async function expectHomePreview(page: Page, prefix: '' | '/en', expected: readonly string[]) {
  const preview = cardNames(page.locator('section[aria-labelledby="home-products"]'));
  await page.goto(prefix || '/');
  const first = await preview.allTextContents();
  if (JSON.stringify(first) !== JSON.stringify(expected))
    test.info().annotations.push({
      type: 'stale home page',
      description: `${prefix || '/'} first showed ${first.join(', ')}`,
    });
  await expect(async () => {
    if (JSON.stringify(await preview.allTextContents()) !== JSON.stringify(expected))
      await page.reload();
    await expect(preview).toHaveText([...expected], { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function deleteFromDashboard(page: Page, name: string, tab: 'products' | 'rentals') {
  await openDashboard(page, tab);
  const trigger = page.getByRole('button', { name: `מחיקת ${name}`, exact: true });
  if ((await trigger.count()) === 0) return;
  await trigger.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'מחיקה' }).click();
  await expect(trigger).toHaveCount(0);
}

test.describe('products for sale', () => {
  // Both tests check the whole list's order: one at a time.
  test.describe.configure({ mode: 'serial' });

  test('create with a photo, edit, reorder by mouse and keyboard, hide, delete: the public site follows @catalogue', async ({
    adminPage: page,
  }) => {
    test.setTimeout(240_000);
    const n = randomInt(10_000, 99_999);
    const name = `מוצר בדיקה ${n}`;
    const nameEn = `Test Product ${n}`;
    try {
      await openDashboard(page);
      await expect(adminOrder(page, 'המוצרים')).toHaveText(DEMO_PRODUCTS.he);

      // A refused save: the field errors show, the Hebrew tab comes back, nothing is lost.
      await page.getByRole('button', { name: 'הוספת מוצר' }).click();
      const dialog = page.getByRole('dialog', { name: 'הוספת מוצר' });
      await dialog.getByLabel('כתובת הדף (slug)', { exact: true }).fill('Not a slug!');
      await dialog.getByLabel('מחיר', { exact: true }).fill('9,900 ₪ + מע״מ');
      await dialog.getByLabel('תכונות', { exact: true }).fill('תכונה ראשונה\n\n  \nתכונה שנייה');
      await dialog.getByRole('tab', { name: 'English' }).click();
      await dialog.getByLabel('שם המוצר באנגלית').fill(nameEn);
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      await expect(dialog.getByRole('tab', { name: /עברית/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const nameField = dialog.getByLabel('שם המוצר (חובה)', { exact: true });
      await expect(nameField).toHaveAttribute('aria-invalid', 'true');
      await expect(nameField).toHaveAccessibleDescription(/שדה חובה/);
      await expect(
        dialog.getByLabel('כתובת הדף (slug)', { exact: true }),
      ).toHaveAccessibleDescription(/אותיות, ספרות ומקפים/);
      await expect(dialog.getByLabel('מחיר', { exact: true })).toHaveValue('9,900 ₪ + מע״מ');
      await dialog.getByRole('tab', { name: 'English' }).click();
      await expect(dialog.getByLabel('שם המוצר באנגלית')).toHaveValue(nameEn);
      expect(await queryE2eDb('select 1 from products where name_en = $1', [nameEn])).toEqual([]);

      // Fixed: a name, the slug left to be made from it, and an uploaded photo.
      await dialog.getByRole('tab', { name: /עברית/ }).click();
      await nameField.fill(name);
      await dialog.getByLabel('כתובת הדף (slug)', { exact: true }).fill('');
      await dialog.getByRole('tab', { name: 'תמונות' }).click();
      await dialog.locator('input[type="file"]').setInputFiles([await photo()]);
      await expect(toast(page, 'תמונה אחת הועלתה בהצלחה')).toBeVisible({ timeout: 30_000 });
      await expect(dialog.locator('input[name="images[]"]')).toHaveCount(1);
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      await expect(toast(page, 'המוצר נשמר בהצלחה')).toBeVisible();
      await expect(dialog).toBeHidden();

      const [saved] = await queryE2eDb<{
        slug_he: string;
        slug_en: string;
        features_he: string[];
        image_url: string;
        display_order: number;
      }>(
        'select slug_he, slug_en, features_he, image_url, display_order from products where name_he = $1',
        [name],
      );
      expect(saved).toMatchObject({
        slug_he: `מוצר-בדיקה-${n}`,
        slug_en: `test-product-${n}`,
        features_he: ['תכונה ראשונה', 'תכונה שנייה'],
        image_url: expect.stringMatching(/^\/uploads\/machine-images\/products\/[0-9a-f]+\.\w+$/),
      });
      await expect(adminOrder(page, 'המוצרים')).toHaveText([...DEMO_PRODUCTS.he, name]);

      // Edit: a new English slug; the old English address answers 301 to the new one.
      await page.getByRole('button', { name: `עריכת ${name}`, exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'עריכת מוצר' });
      await expect(edit.getByLabel('תכונות', { exact: true })).toHaveValue(
        'תכונה ראשונה\nתכונה שנייה',
      );
      await edit.getByRole('tab', { name: 'English' }).click();
      await edit.getByLabel('כתובת הדף באנגלית (slug)').fill(`test-product-${n}-renamed`);
      await edit.getByLabel('מחיר באנגלית').fill('$2,900 + VAT');
      await edit.getByRole('button', { name: 'שמירה' }).click();
      await expect(toast(page, 'המוצר נשמר בהצלחה')).toBeVisible();
      await expect(edit).toBeHidden();
      const moved = await page.request.get(`/en/products/test-product-${n}`, { maxRedirects: 0 });
      // A permanent redirect (Next answers 308, the permanent twin of 301).
      expect([301, 308]).toContain(moved.status());
      expect(moved.headers().location).toMatch(
        new RegExp(`/en/products/test-product-${n}-renamed$`),
      );
      const enPath = `/en/products/test-product-${n}-renamed`;
      const hePath = `/products/${encodeURIComponent(saved!.slug_he)}`;

      // Mouse: drag the new product's handle onto the first row.
      const handle = (product: string) =>
        page.getByRole('button', { name: `גרירה לשינוי המיקום של ${product}`, exact: true });
      const from = (await handle(name).boundingBox())!;
      const to = (await handle(DEMO_PRODUCTS.he[0]!).boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 12; step++)
        await page.mouse.move(
          from.x + from.width / 2,
          from.y + from.height / 2 + ((to.y - from.y - 8) * step) / 12,
        );
      await page.mouse.up();
      await expect(toast(page, 'סדר המוצרים עודכן')).toBeVisible();
      await expect(adminOrder(page, 'המוצרים')).toHaveText([name, ...DEMO_PRODUCTS.he]);

      // The site follows at once: the list, the home page's preview and the detail page, in both languages.
      for (const [prefix, own, demo] of [
        ['', name, DEMO_PRODUCTS.he],
        ['/en', nameEn, DEMO_PRODUCTS.en],
      ] as const) {
        await page.goto(`${prefix}/products`);
        await expect(cardNames(page.getByRole('main'))).toHaveText([own, ...demo]);
        await expectHomePreview(page, prefix, [own, ...demo.slice(0, 2)]);
      }
      await page.goto(hePath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await page.goto(enPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameEn);
      await expect(page.getByText('$2,900 + VAT').first()).toBeVisible();

      // Keyboard: focus the handle, Space to lift, arrows to move, Space to drop — back to the end.
      await openDashboard(page);
      await handle(name).focus();
      await page.keyboard.press('Space');
      const live = page.getByRole('status').filter({ hasText: name });
      await expect(live).toHaveText(`הרמתם את ${name}, במיקום 1 מתוך 4.`);
      await expect(handle(name)).toHaveAttribute('aria-pressed', 'true');
      // Each move is announced: the next key waits for it (positions 2, 3, 4, back to 3, 4).
      const over = (position: number) => `${name} במיקום ${position} מתוך 4.`;
      for (let step = 0; step < 3; step++) {
        await page.keyboard.press('ArrowDown');
        await expect(live).toHaveText(over(step + 2));
      }
      await page.keyboard.press('ArrowUp');
      await expect(live).toHaveText(over(3));
      await page.keyboard.press('ArrowDown');
      await expect(live).toHaveText(over(4));
      await page.keyboard.press('Space');
      await expect(live).toHaveText(`${name} הונח במיקום 4 מתוך 4.`);
      await expect(toast(page, 'סדר המוצרים עודכן')).toBeVisible();
      await expect(adminOrder(page, 'המוצרים')).toHaveText([...DEMO_PRODUCTS.he, name]);
      await expect(handle(name)).toBeFocused();
      await page.goto('/products');
      await expect(cardNames(page.getByRole('main'))).toHaveText([...DEMO_PRODUCTS.he, name]);
      await expectHomePreview(page, '/en', DEMO_PRODUCTS.en);

      // Hidden: gone from the list; its page leads back to the products list (the existing rule).
      await openDashboard(page);
      const active = page.getByRole('checkbox', { name: `הצגת ${name} באתר` });
      await expect(active).toBeChecked();
      await active.uncheck();
      await expect(toast(page, `המוצר „${name}“ הוסתר מהאתר`)).toBeVisible();
      await expect(
        page
          .getByRole('list', { name: 'רשימת המוצרים לפי סדר ההצגה' })
          .getByRole('listitem')
          .filter({ hasText: name }),
      ).toContainText('מוסתר');
      await page.goto('/products');
      await expect(cardNames(page.getByRole('main'))).toHaveText(DEMO_PRODUCTS.he);
      await page.goto(hePath);
      await expect(page).toHaveURL(/\/products$/);

      // Deleted into the trash: its stored photo stays there until the purge.
      await openDashboard(page);
      await page.getByRole('button', { name: `מחיקת ${name}`, exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'העברה לסל המחזור' });
      await expect(confirm).toContainText(`למחוק את „${name}”? הפריט יועבר לסל המחזור`);
      await confirm.getByRole('button', { name: 'מחיקה' }).click();
      await expect(toast(page, 'המוצר הועבר לסל המחזור')).toBeVisible();
      await expect(adminOrder(page, 'המוצרים')).toHaveText(DEMO_PRODUCTS.he);
      expect((await page.request.get(saved!.image_url)).status()).toBe(200);
    } finally {
      await deleteFromDashboard(page, name, 'products');
    }
  });

  test('the move buttons reorder too, and a failed reorder puts the list back @catalogue', async ({
    adminPage: page,
  }) => {
    const n = randomInt(10_000, 99_999);
    const names = [`מוצר א ${n}`, `מוצר ב ${n}`];
    try {
      await openDashboard(page);
      for (const name of names) {
        await page.getByRole('button', { name: 'הוספת מוצר' }).click();
        const dialog = page.getByRole('dialog', { name: 'הוספת מוצר' });
        await dialog.getByLabel('שם המוצר (חובה)', { exact: true }).fill(name);
        await dialog.getByRole('checkbox', { name: 'מוצג באתר' }).uncheck();
        await dialog.getByRole('button', { name: 'שמירה' }).click();
        await expect(dialog).toBeHidden();
      }
      await expect(adminOrder(page, 'המוצרים')).toHaveText([...DEMO_PRODUCTS.he, ...names]);
      await page.getByRole('button', { name: `העברת ${names[1]} מיקום אחד למעלה` }).click();
      await expect(toast(page, 'סדר המוצרים עודכן')).toBeVisible();
      await expect(adminOrder(page, 'המוצרים')).toHaveText([
        ...DEMO_PRODUCTS.he,
        names[1]!,
        names[0]!,
      ]);

      // The server refuses (a lost session): the order goes back and the spec's message shows.
      await page.route('**/admin/products', (route) =>
        route.request().method() === 'POST' ? route.abort() : route.continue(),
      );
      await page.getByRole('button', { name: `העברת ${names[0]} מיקום אחד למעלה` }).click();
      await expect(toast(page, 'עדכון סדר המוצרים נכשל')).toBeVisible();
      await expect(adminOrder(page, 'המוצרים')).toHaveText([
        ...DEMO_PRODUCTS.he,
        names[1]!,
        names[0]!,
      ]);
    } finally {
      await page.unrouteAll();
      for (const name of names) await deleteFromDashboard(page, name, 'products');
    }
  });

  // In this serial block: the other tests here check the whole list, which this product joins.
  test('add, edit, reorder and remove reviews and a spec field in the form: the product page follows @catalogue', async ({
    adminPage: page,
  }) => {
    test.setTimeout(180_000);
    const n = randomInt(10_000, 99_999);
    const name = `מוצר מפרט ${n}`;
    const nameEn = `Spec Product ${n}`;
    const enPath = `/en/products/spec-product-${n}`;
    const editDialog = async () => {
      await openDashboard(page);
      await page.getByRole('button', { name: `עריכת ${name}`, exact: true }).click();
      return page.getByRole('dialog', { name: 'עריכת מוצר' });
    };
    const save = async (dialog: Locator) => {
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      await expect(toast(page, 'המוצר נשמר בהצלחה')).toBeVisible();
      await expect(dialog).toBeHidden();
    };
    const reviews = () =>
      page.locator('section', { has: page.locator('#reviews-title') }).getByRole('figure');
    try {
      // A new product of its own (it goes last; deleted at the end).
      await openDashboard(page);
      await page.getByRole('button', { name: 'הוספת מוצר' }).click();
      const add = page.getByRole('dialog', { name: 'הוספת מוצר' });
      await add.getByLabel('שם המוצר (חובה)', { exact: true }).fill(name);
      await add.getByRole('tab', { name: 'English' }).click();
      await add.getByLabel('שם המוצר באנגלית').fill(nameEn);
      await save(add);
      // No reviews, no spec sheet: neither section on its page.
      await page.goto(enPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameEn);
      await expect(page.locator('#reviews-title')).toHaveCount(0);
      await expect(page.getByRole('table')).toHaveCount(0);

      // A spec field in both languages and two reviews; a refused one first.
      let dialog = await editDialog();
      await dialog.getByRole('tab', { name: 'מפרט טכני' }).click();
      await dialog.getByLabel('מידות', { exact: true }).fill('60 × 60 × 180 ס״מ');
      await dialog.getByLabel('מידות באנגלית').fill('60 × 60 × 180 cm');
      await dialog.getByLabel('תפוקה לשעה').fill('שלושים');
      await dialog.getByRole('tab', { name: 'ביקורות' }).click();
      await expect(dialog.getByText('אין עדיין ביקורות למוצר זה.')).toBeVisible();
      await dialog.getByRole('button', { name: 'הוספת ביקורת' }).click();
      const first = dialog.getByRole('group', { name: 'ביקורת 1' });
      await expect(first.getByLabel('דירוג')).toBeFocused();
      await first.getByLabel('דירוג').selectOption('4');
      await first.getByLabel('שם הלקוח (חובה)', { exact: true }).fill('דנה');
      await first.getByLabel('שם הלקוח באנגלית').fill('Dana');
      await first.getByLabel('טקסט הביקורת (חובה)', { exact: true }).fill('מכונה מצוינת');
      await first.getByLabel('טקסט הביקורת באנגלית').fill('A great machine');
      await dialog.getByRole('button', { name: 'הוספת ביקורת' }).click();
      const second = dialog.getByRole('group', { name: 'ביקורת 2' });
      await second.getByLabel('שם הלקוח (חובה)', { exact: true }).fill('רון');
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      // Refused: the spec tab (first in the form's order) shows, its field says why; the review's
      // missing text is marked on its own tab; nothing typed is lost.
      await expect(dialog.getByRole('tab', { name: /מפרט טכני/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(dialog.getByLabel('תפוקה לשעה')).toHaveAccessibleDescription(/מספר שלם/);
      await dialog.getByLabel('תפוקה לשעה').fill('30');
      await dialog.getByRole('tab', { name: /ביקורות/ }).click();
      const secondText = second.getByLabel('טקסט הביקורת (חובה)', { exact: true });
      await expect(secondText).toHaveAttribute('aria-invalid', 'true');
      await expect(first.getByLabel('שם הלקוח (חובה)', { exact: true })).toHaveValue('דנה');
      await secondText.fill('שירות מהיר');
      await save(dialog);
      const [stored] = await queryE2eDb<{ reviews: unknown; specs: unknown }>(
        'select reviews, specs from products where name_he = $1',
        [name],
      );
      expect(stored).toEqual({
        reviews: [
          {
            rating: 4,
            nameHe: 'דנה',
            nameEn: 'Dana',
            textHe: 'מכונה מצוינת',
            textEn: 'A great machine',
          },
          { rating: 5, nameHe: 'רון', textHe: 'שירות מהיר' },
        ],
        specs: { dimensionsHe: '60 × 60 × 180 ס״מ', dimensionsEn: '60 × 60 × 180 cm', perHour: 30 },
      });

      await page.goto(enPath);
      const table = page.getByRole('table', { name: 'Specifications' });
      await expect(table.getByRole('row')).toHaveText([
        /Dimensions\s*60 × 60 × 180 cm/,
        /Output per hour\s*30/,
      ]);
      await expect(reviews()).toHaveCount(2);
      await expect(reviews().first()).toContainText('A great machine');
      await expect(reviews().first()).toContainText('Dana');
      // No English text: the Hebrew one.
      await expect(reviews().nth(1)).toContainText('שירות מהיר');
      await page.goto(`/products/${encodeURIComponent(`מוצר-מפרט-${n}`)}`);
      await expect(page.getByRole('table', { name: 'מפרט טכני' })).toContainText(
        '60 × 60 × 180 ס״מ',
      );

      // Edited: the second review moves up and the first is removed; the spec field changes.
      dialog = await editDialog();
      await dialog.getByRole('tab', { name: 'ביקורות' }).click();
      await dialog.getByRole('button', { name: 'העברת ביקורת 2 מיקום אחד למעלה' }).click();
      await expect(
        dialog
          .getByRole('group', { name: 'ביקורת 1' })
          .getByLabel('שם הלקוח (חובה)', { exact: true }),
      ).toHaveValue('רון');
      await dialog.getByRole('button', { name: 'הסרת ביקורת 2' }).click();
      await expect(dialog.getByRole('group', { name: /^ביקורת/ })).toHaveCount(1);
      await dialog
        .getByRole('group', { name: 'ביקורת 1' })
        .getByLabel('טקסט הביקורת באנגלית')
        .fill('Fast service');
      await dialog.getByRole('tab', { name: 'מפרט טכני' }).click();
      await dialog.getByLabel('מידות באנגלית').fill('62 × 60 × 180 cm');
      await save(dialog);
      await page.goto(enPath);
      await expect(reviews()).toHaveCount(1);
      await expect(reviews().first()).toContainText('Fast service');
      await expect(page.getByRole('main')).not.toContainText('Dana');
      await expect(page.getByRole('table', { name: 'Specifications' })).toContainText(
        '62 × 60 × 180 cm',
      );

      // The last review removed: the section is gone.
      dialog = await editDialog();
      await dialog.getByRole('tab', { name: 'ביקורות' }).click();
      await dialog.getByRole('button', { name: 'הסרת ביקורת 1' }).click();
      await expect(dialog.getByRole('button', { name: 'הוספת ביקורת' })).toBeFocused();
      await save(dialog);
      await page.goto(enPath);
      await expect(page.locator('#reviews-title')).toHaveCount(0);
    } finally {
      await deleteFromDashboard(page, name, 'products');
    }
  });
});

test.describe('rental machines', () => {
  test('create at a position, edit, rename, hide, delete: /machine-rental and the detail page follow @catalogue', async ({
    adminPage: page,
  }) => {
    test.setTimeout(180_000);
    const n = randomInt(10_000, 99_999);
    const name = `השכרת בדיקה ${n}`;
    const nameEn = `Test Rental ${n}`;
    const demo = await queryE2eDb<{ name_he: string }>(
      'select name_he from rental_machines where is_active order by display_order',
    );
    const demoNames = demo.map((row) => row.name_he);
    const publicList = () => cardNames(page.locator('#rentals'));
    try {
      await openDashboard(page, 'rentals');
      await page.getByRole('button', { name: 'הוספת מכונה להשכרה' }).click();
      const dialog = page.getByRole('dialog', { name: 'הוספת מכונה להשכרה' });
      // The choices run from 0 to the number of rentals; a new one starts at the end.
      const position = dialog.getByLabel('מיקום בסדר ההצגה');
      await expect(position.locator('option')).toHaveCount(demoNames.length + 1);
      await expect(position).toHaveValue(String(demoNames.length));

      // Refused: the description is required; what was typed stays.
      await dialog.getByLabel('שם המכונה (חובה)', { exact: true }).fill(name);
      await dialog.getByLabel('מחיר', { exact: true }).fill('החל מ-990 ₪ לחודש');
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      const description = dialog.getByLabel('תיאור (חובה)', { exact: true });
      await expect(description).toHaveAccessibleDescription(/שדה חובה/);
      await expect(toast(page, 'יש לתקן את השדות המסומנים.')).toBeVisible();
      await expect(dialog.getByLabel('שם המכונה (חובה)', { exact: true })).toHaveValue(name);

      await description.fill('פסקה ראשונה\nפסקה שנייה');
      await dialog.getByLabel('תכונות', { exact: true }).fill('התקנה חינם\n\nשירות כלול');
      await dialog.getByRole('tab', { name: 'English' }).click();
      await dialog.getByLabel('שם המכונה באנגלית').fill(nameEn);
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      await expect(toast(page, 'מכונת ההשכרה נוספה בהצלחה')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(adminOrder(page, 'המכונות להשכרה')).toHaveText([...demoNames, name]);
      const slug = `test-rental-${n}`;

      await page.goto('/machine-rental');
      await expect(publicList()).toHaveText([...demoNames, name]);

      // Edit: first in the order, and a new slug.
      await openDashboard(page, 'rentals');
      await page.getByRole('button', { name: `עריכת ${name}`, exact: true }).click();
      const edit = page.getByRole('dialog', { name: 'עריכת מכונה להשכרה' });
      await edit.getByLabel('מיקום בסדר ההצגה').selectOption('0');
      await edit.getByLabel('כתובת הדף (slug)').fill(`${slug}-renamed`);
      await edit.getByRole('button', { name: 'שמירה' }).click();
      await expect(toast(page, 'מכונת ההשכרה עודכנה בהצלחה')).toBeVisible();
      await expect(adminOrder(page, 'המכונות להשכרה')).toHaveText([name, ...demoNames]);
      const positions = await queryE2eDb<{ display_order: number }>(
        'select display_order from rental_machines order by display_order',
      );
      expect(positions.map((row) => row.display_order)).toEqual(positions.map((_, i) => i));

      await page.goto('/machine-rental');
      await expect(publicList()).toHaveText([name, ...demoNames]);
      await page.goto(`/en/rental/${slug}-renamed`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameEn);
      await page.goto(`/rental/${slug}-renamed`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.getByText('החל מ-990 ₪ לחודש').first()).toBeVisible();
      const old = await page.request.get(`/rental/${slug}`, { maxRedirects: 0 });
      expect([301, 308]).toContain(old.status());
      expect(old.headers().location).toMatch(new RegExp(`/rental/${slug}-renamed$`));

      // Back to the end (the demo order is the others' business), then hidden.
      await openDashboard(page, 'rentals');
      await page.getByRole('button', { name: `עריכת ${name}`, exact: true }).click();
      await edit.getByLabel('מיקום בסדר ההצגה').selectOption(String(demoNames.length));
      await edit.getByRole('checkbox', { name: 'מוצגת באתר' }).uncheck();
      await edit.getByRole('button', { name: 'שמירה' }).click();
      await expect(toast(page, 'מכונת ההשכרה עודכנה בהצלחה')).toBeVisible();
      await expect(adminOrder(page, 'המכונות להשכרה')).toHaveText([...demoNames, name]);
      await page.goto('/machine-rental');
      await expect(publicList()).toHaveText(demoNames);
      await page.goto(`/rental/${slug}-renamed`);
      await expect(page).toHaveURL(/\/machine-rental$/);

      // Shown again from the list's switch, then deleted.
      await openDashboard(page, 'rentals');
      await page.getByRole('checkbox', { name: `הצגת ${name} באתר` }).check();
      await expect(toast(page, `מכונת ההשכרה „${name}“ מוצגת עכשיו באתר`)).toBeVisible();
      await page.getByRole('button', { name: `מחיקת ${name}`, exact: true }).click();
      await page
        .getByRole('alertdialog', { name: 'העברה לסל המחזור' })
        .getByRole('button', { name: 'מחיקה' })
        .click();
      await expect(toast(page, 'מכונת ההשכרה הועברה לסל המחזור')).toBeVisible();
      await expect(adminOrder(page, 'המכונות להשכרה')).toHaveText(demoNames);
      await page.goto(`/rental/${slug}-renamed`);
      await expect(page).toHaveURL(/\/machine-rental$/);
    } finally {
      await deleteFromDashboard(page, name, 'rentals');
    }
  });
});

test.describe('accessibility and access', () => {
  test('axe finds nothing on either tab, with the form and the delete dialogs open', async ({
    adminPage: page,
  }) => {
    test.setTimeout(180_000); // axe on both tabs, the form and the delete dialogs: 2.1 min on the CI machine
    await openDashboard(page);
    await expectNoAxeViolations(page);
    for (const [tab, add, formTitle, deleteName, deleteTitle] of [
      ['products', 'הוספת מוצר', 'הוספת מוצר', DEMO_PRODUCTS.he[0], 'העברה לסל המחזור'],
      ['rentals', 'הוספת מכונה להשכרה', 'הוספת מכונה להשכרה', null, 'העברה לסל המחזור'],
    ] as const) {
      await openDashboard(page, tab);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: add }).click();
      const dialog = page.getByRole('dialog', { name: formTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'שמירה' }).click();
      await expect(dialog.getByText('שדה חובה').first()).toBeVisible();
      // Sonner's red error toast is the shared Toaster's (reported apart): the page under it is
      // what is checked here, once the toast has gone.
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
      await expectNoAxeViolations(page);
      for (const section of tab === 'products'
        ? ['English', 'תמונות', 'מפרט טכני', 'ביקורות']
        : ['English', 'תמונות']) {
        await dialog.getByRole('tab', { name: section }).click();
        await expectNoAxeViolations(page);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const trigger = deleteName
        ? page.getByRole('button', { name: `מחיקת ${deleteName}`, exact: true })
        : page.getByRole('button', { name: /^מחיקת / }).first();
      await trigger.click();
      const confirm = page.getByRole('alertdialog', { name: deleteTitle });
      await expect(confirm).toBeVisible();
      await expect(confirm.getByRole('button', { name: 'ביטול' })).toBeFocused();
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: 'ביטול' }).click();
      await expect(confirm).toBeHidden();
    }
  });

  test('a signed-in user who is not an admin sees the no-permission text', async ({
    nonAdminPage: page,
  }) => {
    await page.goto(DASHBOARD);
    await expect(page.getByRole('heading', { level: 1, name: 'אין הרשאה' })).toBeVisible();
    await expect(page.getByText('אין לך הרשאה לצפות בדף זה.')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'הוספת מוצר' })).toHaveCount(0);
  });
});
