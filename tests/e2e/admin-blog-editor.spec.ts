import { randomInt } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';

/**
 * The blog form's rich-text helper and "never lose a draft" (issue 10; spec back-office §5
 * "Rich-text helper"), on /admin/blogs/new as the administrator. Nothing here is saved: the
 * tests only type, so the demo posts the other specs count stay as they are.
 */

const NEW_POST = '/admin/blogs/new';
const DRAFT_KEY = 'blog-draft:new';

async function openNewPost(page: Page) {
  await page.goto(NEW_POST);
  await expect(page.getByRole('heading', { level: 1, name: 'פוסט חדש' })).toBeVisible();
  // The form's fields stay disabled until React runs (use-hydrated); typing waits for that.
  const content = page.getByLabel('תוכן הפוסט', { exact: true });
  await expect(content).toBeEditable();
  return content;
}

/** Selects `text` inside the textarea, as a mouse drag would. */
async function select(field: Locator, text: string) {
  await field.evaluate((element, wanted) => {
    const area = element as HTMLTextAreaElement;
    const start = area.value.indexOf(wanted);
    if (start < 0) throw new Error(`"${wanted}" is not in the text`);
    area.focus();
    area.setSelectionRange(start, start + wanted.length);
  }, text);
}

async function caretAtEnd(field: Locator) {
  await field.evaluate((element) => {
    const area = element as HTMLTextAreaElement;
    area.focus();
    area.setSelectionRange(area.value.length, area.value.length);
  });
}

const storedDraft = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY);

test.describe('the rich-text helper', () => {
  test('bold, italic, underline and link from the toolbar and the keyboard, shown in the live preview as visitors get it', async ({
    adminPage: page,
  }) => {
    test.setTimeout(60_000);
    const content = await openNewPost(page);
    const field = page.locator('[data-rich-text="content"]');
    const toolbar = field.getByRole('toolbar', { name: 'עיצוב הטקסט' });
    const preview = field.getByTestId('body-preview');

    // Bold around a selection: the markers in the text, <strong> in the preview.
    await content.fill('מכונת פיצה חמה תוך שלוש דקות');
    await select(content, 'פיצה');
    await toolbar.getByRole('button', { name: 'מודגש' }).click();
    await expect(content).toHaveValue('מכונת **פיצה** חמה תוך שלוש דקות');
    await expect(preview.locator('strong')).toHaveText('פיצה');
    // The wrapped word stays selected: a second style applies to it too.
    await toolbar.getByRole('button', { name: 'קו תחתון' }).click();
    await expect(content).toHaveValue('מכונת **<u>פיצה</u>** חמה תוך שלוש דקות');
    await expect(preview.locator('strong > u')).toHaveText('פיצה');
    // The browser's undo takes the edit back.
    await page.keyboard.press('Control+z');
    await expect(content).toHaveValue('מכונת **פיצה** חמה תוך שלוש דקות');

    // Italic by its shortcut; nothing selected: the markers with the caret between them.
    await select(content, 'חמה');
    await page.keyboard.press('Control+i');
    await expect(content).toHaveValue('מכונת **פיצה** *חמה* תוך שלוש דקות');
    await expect(preview.locator('em')).toHaveText('חמה');
    await caretAtEnd(content);
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' מהר');
    await expect(content).toHaveValue('מכונת **פיצה** *חמה* תוך שלוש דקות** מהר**');

    // A link needs selected text first.
    await content.fill('צרו קשר עוד היום');
    await caretAtEnd(content);
    await toolbar.getByRole('button', { name: 'קישור' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'סמנו קודם את הטקסט שיהפוך לקישור' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // With a selection: the dialog asks for the address; a bad one is refused at the field.
    await select(content, 'צרו קשר');
    await toolbar.getByRole('button', { name: 'קישור' }).click();
    const dialog = page.getByRole('dialog', { name: 'הוספת קישור' });
    await expect(dialog).toContainText('צרו קשר');
    const url = dialog.getByLabel('כתובת הקישור');
    await expect(url).toBeFocused();
    await expectNoAxeViolations(page);
    await url.fill('javascript:alert(document.cookie)');
    await dialog.getByRole('button', { name: 'הוספת הקישור' }).click();
    await expect(dialog).toBeVisible();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(/כתובת הקישור אינה תקינה/);
    await expect(content).toHaveValue('צרו קשר עוד היום');
    await expectNoAxeViolations(page);

    // A good one (Enter submits): [text](url), and a real link in the preview.
    await url.fill('/contact');
    await url.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(content).toHaveValue('[צרו קשר](/contact) עוד היום');
    await expect(content).toBeFocused();
    await expect(preview.getByRole('link', { name: 'צרו קשר' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // The post form was not submitted by the dialog's own form.
    await expect(page).toHaveURL(NEW_POST);

    // An outside address by the keyboard shortcut.
    await content.fill('מדריך מלא');
    await select(content, 'מדריך');
    await page.keyboard.press('Control+k');
    await dialog.getByLabel('כתובת הקישור').fill('https://example.com/guide');
    await dialog.getByRole('button', { name: 'הוספת הקישור' }).click();
    await expect(content).toHaveValue('[מדריך](https://example.com/guide) מלא');
    await expect(preview.getByRole('link', { name: 'מדריך' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    );

    // What the sanitizer drops never reaches the preview.
    await content.fill(
      [
        'פסקה ראשונה',
        '<script>window.__scripted = 1</script>',
        '<img src="x" onerror="window.__scripted = 2">',
        '[לחצו](javascript:window.__scripted=3)',
        '<iframe src="https://example.com"></iframe>סוף',
      ].join('\n'),
    );
    await expect(preview).toContainText('סוף');
    await expect(preview.locator('script, img, iframe, [onerror]')).toHaveCount(0);
    await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __scripted?: number }).__scripted)).toBe(
      undefined,
    );
  });

  test('the character count, the preview toggle and the toolbar keyboard', async ({
    adminPage: page,
  }) => {
    const content = await openNewPost(page);
    const field = page.locator('[data-rich-text="content"]');
    await content.fill('שלום');
    await expect(field.getByText('4 / 100,000 תווים')).toBeVisible();
    const hide = field.getByRole('button', { name: 'הסתרת התצוגה המקדימה' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await hide.click();
    await expect(field.getByTestId('body-preview')).toHaveCount(0);
    await field.getByRole('button', { name: 'הצגת התצוגה המקדימה' }).click();
    await expect(field.getByTestId('body-preview')).toHaveText('שלום');

    // One tab stop for the toolbar; the arrows move between its buttons (RTL: left is next).
    const toolbar = field.getByRole('toolbar', { name: 'עיצוב הטקסט' });
    await toolbar.getByRole('button', { name: 'מודגש' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(toolbar.getByRole('button', { name: 'נטוי' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'קישור' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(toolbar.getByRole('button', { name: 'מודגש' })).toBeFocused();
  });
});

test.describe('never lose a draft', () => {
  test('a reload offers the local copy; restore brings the values back, dismiss forgets it', async ({
    adminPage: page,
  }) => {
    test.setTimeout(60_000);
    const title = `טיוטה מקומית ${randomInt(10_000, 99_999)}`;
    const content = await openNewPost(page);
    const titleField = page.locator('input[name="title"]');
    // Nothing typed, nothing kept.
    expect(await storedDraft(page)).toBeNull();

    await titleField.fill(title);
    await content.fill('שורה ראשונה\nשורה **שנייה**');
    await expect.poll(() => storedDraft(page)).toContain(title);

    // Leaving the page asks the browser's own question (beforeunload).
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    // A closed tab or a crash: the next visit offers the copy, the form itself starts clean.
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    const banner = page.getByTestId('draft-recovery');
    await expect(banner).toContainText(
      /נמצא עותק של שינויים שלא נשמרו מהיום בשעה \d\d:\d\d\. לשחזר\?/,
    );
    await expect(titleField).toHaveValue('');
    await banner.getByRole('button', { name: 'שחזור' }).click();
    await expect(banner).toBeHidden();
    await expect(titleField).toHaveValue(title);
    await expect(content).toHaveValue('שורה ראשונה\nשורה **שנייה**');
    await expect(
      page.locator('[data-rich-text="content"]').getByTestId('body-preview').locator('strong'),
    ).toHaveText('שנייה');

    // Restored but not saved: it is still kept, and offered again.
    await page.reload();
    expect(asked).toEqual(['beforeunload', 'beforeunload']);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'התעלמות' }).click();
    await expect(banner).toBeHidden();
    await expect(titleField).toHaveValue('');
    expect(await storedDraft(page)).toBeNull();
    await page.reload();
    await expect(content).toBeEditable();
    await expect(banner).toHaveCount(0);
    // Nothing changed since the page opened: no question.
    expect(asked).toEqual(['beforeunload', 'beforeunload']);
  });

  test('with unsaved changes, leaving by a link or by Back asks first', async ({
    adminPage: page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/admin/blogs');
    await page.locator(`a[href="${NEW_POST}"]`).first().click();
    await expect(page).toHaveURL(NEW_POST);
    const content = page.getByLabel('תוכן הפוסט', { exact: true });
    await expect(content).toBeEditable();
    const nav = page.getByRole('navigation', { name: 'ניווט ממשק הניהול' });
    const ask = page.getByRole('alertdialog', { name: 'לצאת בלי לשמור?' });

    // Nothing changed: the menu just goes (and Back comes back).
    await nav.getByRole('link', { name: 'לוח בקרה' }).click();
    await expect(page).toHaveURL('/admin');
    await page.goBack();
    await expect(page).toHaveURL(NEW_POST);
    await expect(content).toBeEditable();

    await content.fill('טקסט שעוד לא נשמר');

    // A menu link: asked; "stay" keeps the page and what was typed.
    await nav.getByRole('link', { name: 'מכונות' }).click();
    await expect(ask).toBeVisible();
    await expect(ask).toContainText('עותק שלהם נשאר בדפדפן הזה');
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: 'להישאר בדף' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(NEW_POST);
    await expect(content).toHaveValue('טקסט שעוד לא נשמר');

    // Back: asked too; "stay" keeps the page. (The step is cancelled, so goBack never ends.)
    const back = () => page.goBack({ timeout: 2_000 }).catch(() => null);
    await back();
    await expect(ask).toBeVisible();
    await expect(page).toHaveURL(NEW_POST);
    await ask.getByRole('button', { name: 'להישאר בדף' }).click();
    await expect(content).toHaveValue('טקסט שעוד לא נשמר');

    // Back again (after the admin has typed: browsers cancel a Back press only after an
    // interaction) and leave: the page before it, the list the form was opened from.
    await content.press('End');
    await content.pressSequentially(' ועוד');
    await back();
    await ask.getByRole('button', { name: 'לצאת בלי לשמור' }).click();
    await expect(page).toHaveURL('/admin/blogs');

    // Back to the form: the copy is offered (leaving kept it).
    await page.goto(NEW_POST);
    await expect(page.getByTestId('draft-recovery')).toBeVisible();
    await page.getByTestId('draft-recovery').getByRole('button', { name: 'שחזור' }).click();
    await expect(content).toHaveValue('טקסט שעוד לא נשמר ועוד');

    // A menu link, and leave: the navigation happens.
    await nav.getByRole('link', { name: 'מכונות' }).click();
    await ask.getByRole('button', { name: 'לצאת בלי לשמור' }).click();
    await expect(page).toHaveURL('/admin/machines');
  });
});
