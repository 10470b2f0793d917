import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { PAGES } from './pages';

/**
 * IS 5568 (WCAG 2.0 AA) across the whole public site: every page type in both languages, as
 * served and with the accessibility menu's high-contrast and large-text modes on — and no
 * console error on any of them.
 */
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
          // What Lighthouse's best-practices audit counts: console errors and failed loads
          // (a not-found page's own 404 status aside).
          const errors: string[] = [];
          page.on('console', (message) => {
            if (message.type() !== 'error') return;
            if (path.endsWith('/404') && /status of 404/.test(message.text())) return;
            errors.push(message.text());
          });
          page.on('pageerror', (error) => errors.push(error.message));
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          if (mode !== 'default') await expect(page.locator('html')).toHaveClass(/a11y-contrast/);
          await expectNoAxeViolations(page);
          expect(errors, 'console errors').toEqual([]);
        });
      }
    }
  });
}
