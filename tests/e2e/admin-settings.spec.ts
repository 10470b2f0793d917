import { expect, type Page } from '@playwright/test';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * The company settings (/admin/settings): an admin changes the sales phone and, with no build and
 * no restart, the next request of the prerendered public pages shows it — header, footer, `tel:`
 * links, the JSON-LD Organization's telephone, a product page and the accessibility statement —
 * then sets it back; bad input gets the Hebrew messages next to its fields and changes nothing;
 * the form passes axe on a desktop and a phone. Tagged @catalogue: it changes what every public
 * page shows, so it runs after the public specs.
 */

const NEW_PHONE = '052-777-8888';
const NEW_TEL = 'tel:0527778888';
const NEW_INTERNATIONAL = '+972-52-777-8888';
/** A seeded product page (tests/e2e/pages.ts). */
const PRODUCT = '/en/products/automatic-pizza-machine';

const settingsForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByLabel('טלפון המכירות') });

/** Saves the form and waits for the success toast. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'שמירת ההגדרות' }).click();
  await expect(page.getByText('הגדרות החברה נשמרו ומוצגות באתר')).toBeVisible();
}

/** The telephones of the ld+json graph's Organization nodes in the page's server HTML. */
async function organizationPhones(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path);
  expect(response.status(), `${path} answers`).toBe(200);
  const html = await response.text();
  const phones: string[] = [];
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const graph = (JSON.parse(json!) as { '@graph'?: Record<string, unknown>[] })['@graph'] ?? [];
    for (const node of graph) {
      const types = ([] as unknown[]).concat(node['@type'] ?? []).map(String);
      if (types.includes('Organization') && typeof node.telephone === 'string')
        phones.push(node.telephone);
    }
  }
  return phones;
}

test.describe('company settings', () => {
  test('a new sales phone shows on the public pages at the next request @catalogue', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'הגדרות החברה' })).toBeVisible();
    const phone = page.getByLabel('טלפון המכירות');
    const original = await phone.inputValue();
    expect(original).not.toBe(NEW_PHONE);
    try {
      await phone.fill(NEW_PHONE);
      await save(page);
      await page.reload();
      await expect(page.getByLabel('טלפון המכירות')).toHaveValue(NEW_PHONE);
      const audit = await queryE2eDb<{ summary: string; entity_type: string }>(
        `select summary, entity_type from audit_log
          where action = 'company.save' order by at desc limit 1`,
      );
      expect(audit).toEqual([
        { summary: 'עודכן: הגדרות החברה (טלפון המכירות)', entity_type: 'setting' },
      ]);

      // Home: the header's Call Now and the footer's contact line.
      await page.goto('/');
      await expect(page.locator(`header a[href="${NEW_TEL}"]`).first()).toBeAttached();
      const footer = page.locator('footer');
      await expect(footer.locator(`a[href="${NEW_TEL}"]`)).toContainText(NEW_PHONE);
      await expect(page.locator(`a[href="tel:${original.replace(/\D/g, '')}"]`)).toHaveCount(0);
      expect(await organizationPhones(page, '/')).toEqual([NEW_INTERNATIONAL]);

      // A product page in English: its call button, the footer and the graph.
      await page.goto(PRODUCT);
      await expect(page.locator(`main a[href="${NEW_TEL}"]`).first()).toBeAttached();
      await expect(page.locator(`footer a[href="${NEW_TEL}"]`)).toContainText(NEW_PHONE);
      expect(await organizationPhones(page, PRODUCT)).toEqual([NEW_INTERNATIONAL]);

      // The accessibility statement: the footer and its graph (its coordinator has a line of
      // their own, unchanged).
      await page.goto('/accessibility');
      await expect(page.locator(`footer a[href="${NEW_TEL}"]`)).toContainText(NEW_PHONE);
      expect(await organizationPhones(page, '/accessibility')).toEqual([NEW_INTERNATIONAL]);
    } finally {
      // Back through the form (which updates the pages' cache), then no row: the first values.
      await page.goto('/admin/settings');
      await page.getByLabel('טלפון המכירות').fill(original);
      await save(page);
      await queryE2eDb(`delete from site_settings where key = 'company'`);
    }
    await page.goto('/');
    await expect(page.locator(`a[href="${NEW_TEL}"]`)).toHaveCount(0);
  });

  test('bad input gets the Hebrew messages next to its fields and changes nothing', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/settings');
    const before = await queryE2eDb<{ value: unknown }>(
      `select value from site_settings where key = 'company'`,
    );
    const form = settingsForm(page);
    await form.getByLabel('שם החברה בעברית').fill('');
    await form.getByLabel('שם החברה באנגלית').fill('Auto<b>Pizza</b>');
    await form.getByLabel('טלפון המכירות').fill('050-555-abcd');
    await form.getByLabel('קישור לפייסבוק').fill('javascript:alert(1)');
    await form.getByLabel('שורת הפריסה בעברית').fill('א'.repeat(5000));
    await form.getByLabel('האימייל של רכז/ת הנגישות').fill('not-an-email');
    await page.getByRole('button', { name: 'שמירת ההגדרות' }).click();

    const expectError = async (label: string, text: string | RegExp) => {
      const input = form.getByLabel(label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      const errorId = (await input.getAttribute('aria-describedby'))!.split(' ').pop()!;
      await expect(page.locator(`[id="${errorId}"]`)).toHaveText(text);
    };
    await expectError('שם החברה בעברית', 'שדה חובה');
    await expectError('שם החברה באנגלית', /בלי תגיות HTML/);
    await expectError('טלפון המכירות', /9 עד 15 ספרות/);
    await expectError('קישור לפייסבוק', /https:\/\//);
    await expectError('שורת הפריסה בעברית', 'הטקסט ארוך מדי');
    await expectError('האימייל של רכז/ת הנגישות', 'כתובת האימייל אינה תקינה');
    // The first refused field has the caret; what was typed is all still there.
    await expect(form.getByLabel('שם החברה בעברית')).toBeFocused();
    await expect(form.getByLabel('שם החברה באנגלית')).toHaveValue('Auto<b>Pizza</b>');
    expect(
      await queryE2eDb<{ value: unknown }>(`select value from site_settings where key = 'company'`),
    ).toEqual(before);
    await expectNoAxeViolations(page);
  });

  for (const width of [1280, 390]) {
    test(`the settings form passes axe at ${width} px`, async ({ adminPage: page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/settings');
      await expect(page.getByLabel('טלפון המכירות')).toBeVisible();
      await expect(page.getByLabel('טלפון המכירות')).toHaveAttribute('dir', 'ltr');
      await expectNoAxeViolations(page);
    });
  }
});
