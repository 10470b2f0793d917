import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CALCULATOR_EXAMPLES } from '../../src/features/business/franchise-calculator.examples';
import { expectNoAxeViolations } from './axe';

/*
 * The franchise profit calculator on /franchising (issue 31): the numbers of the unit tests'
 * input sets (franchise-calculator.examples.ts), live with JavaScript and through the GET form's
 * result page without it.
 */

type Locale = 'he' | 'en';
type Messages = Record<string, Record<string, unknown>>;
const messages = {
  he: JSON.parse(readFileSync('messages/he.json', 'utf8')) as Messages,
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages,
};
const msg = (locale: Locale, path: string): string => {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages[locale]);
  if (typeof value !== 'string') throw new Error(`no message ${locale}:${path}`);
  return value;
};
const prefix = (locale: Locale) => (locale === 'he' ? '' : '/en');

type Example = (typeof CALCULATOR_EXAMPLES)[keyof typeof CALCULATOR_EXAMPLES];

/** Text as read: without the direction marks of Hebrew amounts, spaces collapsed. */
const plain = (text: string) =>
  text
    .replace(/[\u200e\u200f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The four results as the page should show them for an example, in `locale`. */
function expectedResults(locale: Locale, { expected }: Example): string[] {
  const shekels = (value: number) =>
    plain(
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'ILS',
        maximumFractionDigits: 0,
      }).format(value),
    );
  const months = expected.paybackMonths;
  return [
    shekels(expected.monthlyRevenue),
    shekels(expected.monthlyCosts),
    shekels(expected.monthlyProfit),
    months === null
      ? msg(locale, 'franchising.calculator.never')
      : locale === 'en'
        ? `${months} months`
        : `${months} חודשים`,
  ];
}

async function expectResults(page: Page, locale: Locale, example: Example) {
  await expect
    .poll(async () =>
      (await page.locator('#calculator-results output').allTextContents()).map(plain),
    )
    .toEqual(expectedResults(locale, example));
}

/** Fills the calculator's fields with an example's inputs (the labels of `locale`). */
async function fill(page: Page, locale: Locale, { input }: Example) {
  const calculator = page.locator('#calculator');
  const label = (key: string) => msg(locale, `franchising.calculator.${key}`);
  await calculator
    .getByRole('radio', { name: msg(locale, `franchising.${input.package}.name`) })
    .check();
  await calculator.getByLabel(label('price')).fill(String(input.pricePerPizza));
  await calculator.getByLabel(label('pizzas')).fill(String(input.pizzasPerDay));
  await calculator.getByLabel(label('rent')).fill(String(input.monthlyRent));
}

test('with JavaScript the results follow the fields as they change', async ({ page }) => {
  await page.goto('/en/franchising');
  await expectResults(page, 'en', CALCULATOR_EXAMPLES.defaults);
  await fill(page, 'en', CALCULATOR_EXAMPLES.advanced);
  await expectResults(page, 'en', CALCULATOR_EXAMPLES.advanced);
  await fill(page, 'en', CALCULATOR_EXAMPLES.loss);
  await expectResults(page, 'en', CALCULATOR_EXAMPLES.loss);
  // Live: the page did not go anywhere.
  await expect(page).toHaveURL(/\/en\/franchising$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['he', 'en'] as const) {
    test(`the GET form shows the same numbers on its result page (${locale})`, async ({ page }) => {
      const example = CALCULATOR_EXAMPLES.advanced;
      await page.goto(`${prefix(locale)}/franchising`);
      // The server-rendered defaults.
      await expectResults(page, locale, CALCULATOR_EXAMPLES.defaults);

      await fill(page, locale, example);
      await page
        .locator('#calculator')
        .getByRole('button', { name: msg(locale, 'franchising.calculator.submit') })
        .click();
      await expect(page).toHaveURL(
        new RegExp(
          `:\\d+${prefix(locale)}/franchising/calculator\\?package=advanced&price=35&pizzas=60&rent=3500#calculator-results$`,
        ),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        msg(locale, 'franchising.calculator.pageTitle'),
      );
      await expectResults(page, locale, example);
      // The form holds what was submitted, ready to change.
      await expect(
        page.getByRole('radio', { name: msg(locale, 'franchising.advanced.name') }),
      ).toBeChecked();
      await expect(page.getByLabel(msg(locale, 'franchising.calculator.pizzas'))).toHaveValue('60');
      // Out of the index; /franchising is the page to find.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${prefix(locale)}/franchising$`),
      );
    });
  }
});

for (const path of [
  '/franchising',
  '/en/franchising',
  '/franchising/calculator?package=basic&price=20&pizzas=10&rent=5000',
]) {
  test(`axe finds no WCAG A/AA violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
