import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { queryE2eDb } from './db';
import { asNewVisitor } from './visitor';

const PIZZA = '/en/products/automatic-pizza-machine';

type SourceRow = {
  page: string | null;
  product_id: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
};

const leadNamed = async (name: string) =>
  (
    await queryE2eDb<SourceRow>(
      `select page, product_id, utm_source, utm_medium, utm_campaign
         from contact_inquiries where name = $1`,
      [name],
    )
  )[0];

const pizzaId = async () =>
  (
    await queryE2eDb<{ id: string }>('select id from products where slug_en = $1', [
      'automatic-pizza-machine',
    ])
  )[0]!.id;

/** What the visit recorded in the tab (once the page's script has run). */
const recorded = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('visit-source'));

async function sendFromProductPage(page: Page, name: string) {
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone').fill('0501234567');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Inquiry sent!')).toBeVisible();
}

test.describe('where a lead came from', () => {
  test.beforeEach(({ page }) => asNewVisitor(page));

  test('the first landing of the visit is kept: its page, product and campaign', async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(E2E_BASE_URL)) foreign.push(request.url());
    });
    const name = `Source ${randomUUID().slice(0, 8)}`;

    // Lands on a product page from a campaign link…
    await page.goto(`${PIZZA}?utm_source=test&utm_campaign=x`);
    await expect.poll(() => recorded(page)).toBe('{"utmSource":"test","utmCampaign":"x"}');
    // …walks to another page of the site…
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .filter({ visible: true })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/en\/about$/);
    // …arrives again from another campaign link in the same visit (a new page load)…
    await page.goto('/en/machine-rental?utm_source=other&utm_medium=cpc');
    await expect(page.getByRole('main').getByLabel('Full name')).toBeEnabled();
    // …and sends from the product page's form.
    await page.goto(PIZZA);
    await sendFromProductPage(page, name);

    await expect
      .poll(() => leadNamed(name))
      .toEqual({
        page: PIZZA,
        product_id: await pizzaId(),
        utm_source: 'test',
        utm_medium: null,
        utm_campaign: 'x',
      });
    // No cookie and no third-party request was needed for it.
    expect(await page.context().cookies()).toEqual([]);
    expect(foreign).toEqual([]);
  });

  test('a new visit without campaign parameters stores none', async ({ page }) => {
    const name = `Direct ${randomUUID().slice(0, 8)}`;
    await page.goto(PIZZA);
    await expect.poll(() => recorded(page)).toBe('{}');
    await sendFromProductPage(page, name);
    await expect
      .poll(() => leadNamed(name))
      .toEqual({
        page: PIZZA,
        product_id: await pizzaId(),
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
      });
  });

  test('a form on another page records that page and no product', async ({ page }) => {
    const name = `Rental ${randomUUID().slice(0, 8)}`;
    await page.goto('/en/machine-rental?utm_medium=social');
    await sendFromProductPage(page, name);
    await expect
      .poll(() => leadNamed(name))
      .toEqual({
        page: '/en/machine-rental',
        product_id: null,
        utm_source: null,
        utm_medium: 'social',
        utm_campaign: null,
      });
  });
});
