import { expect } from '@playwright/test';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';

/**
 * The interface components every dashboard is built from (/admin/ui), checked in the back
 * office's own setting: Hebrew, right-to-left, signed in as the administrator (the `adminPage`
 * fixture signs in through the API).
 */
test.describe('back-office interface components', () => {
  test('render in RTL and pass axe, with field errors tied to their controls', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/ui');
    await expect(page.getByRole('heading', { level: 1, name: 'רכיבי הממשק' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const address = page.getByLabel('כתובת', { exact: true });
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAccessibleDescription('שדה חובה');
    await expect(page.getByLabel('שם המכונה', { exact: true })).toHaveAccessibleDescription(
      'כפי שיופיע בכרטיס המכונה באתר',
    );
    await page.getByLabel('סטטוס').selectOption('closed');
    await expect(page.getByLabel('סטטוס')).toHaveValue('closed');
    await page.getByText('מוצג באתר').click(); // the whole label toggles the box
    await expect(page.getByRole('checkbox', { name: 'מוצג באתר' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'שומר...' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('tabs follow the reading direction with the arrow keys', async ({ adminPage: page }) => {
    await page.goto('/admin/ui');
    const tabs = page.getByRole('tablist', { name: 'שפת התוכן' });
    await tabs.getByRole('tab', { name: 'עברית' }).focus();
    // In RTL the next tab sits to the left.
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.getByRole('tab', { name: 'English' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'English' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toHaveText('השדות באנגלית של הטופס.');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'עברית' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a dialog keeps focus inside, closes on Escape and returns focus', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/ui');
    const trigger = page.getByRole('button', { name: 'הוספת מכונה' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'הוספת מכונה' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(/המיקוד נשאר בתוכו/);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a delete confirmation starts on Cancel and confirms only when asked', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/ui');
    const trigger = page.getByRole('button', { name: 'מחיקה' }).last();
    await trigger.click();
    const dialog = page.getByRole('alertdialog', { name: 'האם אתה בטוח?' });
    await expect(dialog).toContainText('פעולה זו תמחק את המכונה לצמיתות. לא ניתן לבטל פעולה זו.');
    await expect(dialog.getByRole('button', { name: 'ביטול' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('הדגמה: לא נמחק דבר.')).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await trigger.click();
    await dialog.getByRole('button', { name: 'מחק' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('הדגמה: לא נמחק דבר.')).toBeVisible();
  });

  test('is for administrators only: anonymous visitors are sent to sign in', async ({ page }) => {
    await page.goto('/admin/ui');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadmin%2Fui$/);
  });
});
