import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);
const rootFontSize = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

async function openMenu(page: Page, he = false) {
  await page.getByRole('button', { name: he ? 'תפריט נגישות' : 'Accessibility menu' }).click();
  const panel = page.getByRole('dialog', { name: he ? 'הגדרות נגישות' : 'Accessibility settings' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('accessibility menu', () => {
  test('each toggle changes the page, and the panel is an accessible dialog', async ({ page }) => {
    await page.goto('/en');
    const trigger = page.getByRole('button', { name: 'Accessibility menu' });
    const panel = await openMenu(page);
    await expect(panel.getByRole('switch')).toHaveCount(7);

    const flip = async (name: string) => {
      const control = panel.getByRole('switch', { name });
      await control.click();
      await expect(control).toHaveAttribute('aria-checked', 'true');
    };

    await flip('High contrast');
    expect(await htmlClass(page)).toContain('a11y-contrast');
    expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(0, 0, 0)');

    await flip('Large text');
    expect(await rootFontSize(page)).toBe('20px');

    await flip('Dyslexia-friendly font');
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily),
    ).toContain('OpenDyslexic');

    await flip('Reading guide');
    await expect(page.getByTestId('reading-guide')).toBeAttached();

    await flip('Big cursor');
    expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).toContain('url(');

    await flip('Keyboard focus outlines');
    await flip('Reduce motion');
    expect(await htmlClass(page)).toMatch(
      /a11y-focus-outlines.*a11y-reduce-motion|a11y-reduce-motion.*a11y-focus-outlines/,
    );

    // Focus stays inside the panel; Escape closes it and focus returns to the button.
    for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('text size goes from 80% to 150% in steps of 10', async ({ page }) => {
    await page.goto('/');
    const panel = await openMenu(page, true);
    const output = panel.locator('output');
    await expect(output).toHaveText('100%');
    const bigger = panel.getByRole('button', { name: 'הגדלת הטקסט' });
    for (let i = 0; i < 5; i++) await bigger.click();
    await expect(output).toHaveText('150%');
    await expect(bigger).toBeDisabled();
    expect(await rootFontSize(page)).toBe('24px');
    const smaller = panel.getByRole('button', { name: 'הקטנת הטקסט' });
    for (let i = 0; i < 7; i++) await smaller.click();
    await expect(output).toHaveText('80%');
    await expect(smaller).toBeDisabled();
    expect(await rootFontSize(page)).toBe('12.8px');
  });

  test('choices persist across reloads, apply before first paint, and Reset restores all', async ({
    page,
  }) => {
    // The first animation frame comes just before the first paint.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { classAtFirstFrame: string }).classAtFirstFrame =
          document.documentElement.className;
      });
    });
    await page.goto('/en/contact');
    let panel = await openMenu(page);
    await panel.getByRole('switch', { name: 'High contrast' }).click();
    await panel.getByRole('button', { name: 'Increase text size' }).click();
    await page.keyboard.press('Escape');

    await page.reload();
    expect(
      await page.evaluate(
        () => (window as unknown as { classAtFirstFrame: string }).classAtFirstFrame,
      ),
    ).toContain('a11y-contrast');
    expect(await rootFontSize(page)).toBe('17.6px');
    panel = await openMenu(page);
    await expect(panel.getByRole('switch', { name: 'High contrast' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(panel.locator('output')).toHaveText('110%');

    await panel.getByRole('button', { name: 'Reset all settings' }).click();
    expect(await htmlClass(page)).not.toContain('a11y-');
    expect(await rootFontSize(page)).toBe('16px');
    await expect(panel.getByRole('switch', { name: 'High contrast' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await page.reload();
    expect(await htmlClass(page)).not.toContain('a11y-');
  });
  // axe with high contrast and large text on every page: all-pages-a11y.spec.ts.
});

test.describe('accessibility statement', () => {
  test('Hebrew: standard, level, adjustments, contact person and date; linked from the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'הצהרת נגישות' }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('הצהרת נגישות');
    const main = page.getByRole('main');
    await expect(main).toContainText('5568');
    await expect(main).toContainText('WCAG 2.0');
    await expect(main).toContainText('AA');
    await expect(main).toContainText('מיכל לוי');
    await expect(main.getByRole('link', { name: '050-555-0124' })).toHaveAttribute(
      'href',
      'tel:0505550124',
    );
    await expect(main.getByRole('link', { name: 'accessibility@autopizza.co.il' })).toHaveAttribute(
      'href',
      'mailto:accessibility@autopizza.co.il',
    );
    await expect(main).toContainText('17 ביוני 2025');
    await expectNoAxeViolations(page);
  });

  test('English statement with the update date', async ({ page }) => {
    await page.goto('/en/accessibility');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement');
    await expect(page.getByRole('main')).toContainText('IS 5568');
    await expect(page.getByRole('main')).toContainText('Michal Levi');
    await expect(page.getByRole('main')).toContainText('June 17, 2025');
    await expectNoAxeViolations(page);
  });
});
