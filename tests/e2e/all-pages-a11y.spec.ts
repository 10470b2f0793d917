import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/**
 * IS 5568 (WCAG 2.0 AA) across the whole public site: every page type in both languages, as
 * served and with the accessibility menu's high-contrast and large-text modes on.
 */
const PAGES: Record<'he' | 'en', string[]> = {
  he: [
    '/',
    '/products',
    `/products/${encodeURIComponent('מכונת-פיצה-אוטומטית')}`,
    '/machine-rental',
    '/rental/pizza-machine-rental',
    '/locations',
    `/location/${encodeURIComponent('מגדל-משרדים-תל-אביב')}`,
    '/franchising',
    '/business-partners',
    '/about',
    '/contact',
    '/our-blogs',
    `/blog/${encodeURIComponent('איך-לבחור-מיקום-למכונה-אוטומטית')}`,
    '/accessibility',
    '/404',
  ],
  en: [
    '/en',
    '/en/products',
    '/en/products/automatic-pizza-machine',
    '/en/machine-rental',
    '/en/rental/pizza-machine-rental',
    '/en/locations',
    '/en/location/tel-aviv-office-tower',
    '/en/franchising',
    '/en/business-partners',
    '/en/about',
    '/en/contact',
    '/en/our-blogs',
    '/en/blog/how-to-choose-a-location-for-a-vending-machine',
    '/en/accessibility',
    '/en/404',
  ],
};

for (const mode of ['default', 'high contrast + large text'] as const) {
  test.describe(`every public page, ${mode}`, () => {
    if (mode !== 'default') {
      test.beforeEach(({ page }) =>
        page.addInitScript(() =>
          localStorage.setItem(
            'a11y-preferences',
            JSON.stringify({ contrast: true, largeText: true }),
          ),
        ),
      );
    }
    for (const [locale, paths] of Object.entries(PAGES)) {
      for (const path of paths) {
        test(`${locale} ${decodeURIComponent(path)}`, async ({ page }) => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          if (mode !== 'default') await expect(page.locator('html')).toHaveClass(/a11y-contrast/);
          await expectNoAxeViolations(page);
        });
      }
    }
  });
}
