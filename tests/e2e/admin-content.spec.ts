import { expect, type Page } from '@playwright/test';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * The page texts (/admin/content, issue 34): an admin edits the FAQ of each language (adds,
 * moves, hides) and the home hero's Hebrew title, and the next request of the prerendered pages —
 * read as server HTML, as a crawler or a browser without JavaScript gets them — shows exactly
 * that, in that language only; bad input is refused next to its field and changes nothing; the
 * screens pass axe on a desktop and a phone. Tagged @catalogue: it changes what public pages
 * show, so it runs after the public specs; each test puts the texts back.
 */

type Texts = Record<'he' | 'en', Record<string, unknown>>;

// The two tests put back what they change in the same stored row: one after the other.
test.describe.configure({ mode: 'serial' });

/** The stored page texts now (to put back after the test). */
async function storedTexts(): Promise<Texts> {
  const [row] = await queryE2eDb<{ value: Texts }>(
    "select value from site_settings where key = 'pageTexts'",
  );
  return row!.value;
}

/**
 * Puts back the stored texts of `paths` as they were (`before`), leaving every other text as it is
 * now, then saves `form` once as it opens (those texts), so the public pages' caches are renewed
 * like after any save.
 */
async function restoreTexts(page: Page, before: Texts, form: string, paths: string[]) {
  const now = await storedTexts();
  for (const locale of ['he', 'en'] as const)
    for (const path of paths) now[locale][path] = before[locale][path];
  await queryE2eDb("update site_settings set value = $1 where key = 'pageTexts'", [
    JSON.stringify(now),
  ]);
  await page.goto(`/admin/content/${form}`);
  await save(page);
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'שמירת הטקסטים' }).click();
  await expect(page.getByText('הטקסטים נשמרו ומוצגים באתר')).toBeVisible();
}

/** The FAQ questions of a public page's server HTML, in order. */
async function faqQuestions(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path);
  expect(response.status(), `${path} answers`).toBe(200);
  const html = await response.text();
  const section = html.slice(html.indexOf('id="faq-heading"'));
  return [...section.matchAll(/<summary[^>]*>([^<]*)</g)].map(([, text]) =>
    text!.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").trim(),
  );
}

test('the FAQ: a question added in each language, one moved to the top, one hidden, shown at the next request @catalogue', async ({
  adminPage: page,
}) => {
  test.setTimeout(150_000);
  const stored = await storedTexts();
  const heBefore = await faqQuestions(page, '/');
  const enBefore = await faqQuestions(page, '/en');
  expect(heBefore.length).toBeGreaterThanOrEqual(4);
  const stamp = Date.now().toString(36);
  const newHe = `שאלה חדשה ${stamp}?`;
  const newEn = `A new question ${stamp}?`;
  try {
    await page.goto('/admin/content');
    await expect(page.getByRole('heading', { level: 1, name: 'טקסטים באתר' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'עריכת הטקסטים: שאלות נפוצות' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'טקסטים: שאלות נפוצות' }),
    ).toBeVisible();

    const hebrew = page.getByRole('group', { name: 'השאלות בעברית' });
    const english = page.getByRole('group', { name: 'השאלות באנגלית' });
    // Each question opens with the text the site shows now.
    await expect(hebrew.getByLabel('שאלה', { exact: true }).first()).toHaveValue(heBefore[0]!);

    await hebrew.getByRole('button', { name: 'הוספת שאלה בעברית' }).click();
    // The caret goes to the new question.
    await expect(hebrew.getByLabel('שאלה', { exact: true }).last()).toBeFocused();
    await page.keyboard.type(newHe);
    await hebrew.getByLabel('תשובה', { exact: true }).last().fill('תשובה חדשה.\nבשתי שורות.');

    await english.getByRole('button', { name: 'הוספת שאלה באנגלית' }).click();
    await english.getByLabel('שאלה', { exact: true }).last().fill(newEn);
    await english.getByLabel('תשובה', { exact: true }).last().fill('A new answer.');

    // The second Hebrew question to the top, by keyboard; the fourth hidden.
    await hebrew.getByRole('button', { name: 'העברת שאלה 2 למעלה' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('השאלה עברה למקום 1 מתוך')).toBeAttached();
    await hebrew.getByRole('checkbox', { name: 'מוסתרת באתר' }).nth(3).check();
    // The second English question to the top by its drag handle, from the keyboard (dnd-kit:
    // Space picks it up, the arrow moves it, Space drops it).
    const handle = english.getByRole('button', { name: 'גרירת שאלה 2 לשינוי הסדר' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('שאלה 2 מתוך 7 הורמה')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    // Each key waits for the last one's announcement (the move is animated).
    await expect(page.getByText('מעל מקום 1 מתוך 7')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('השאלה שוחררה במקום 1 מתוך 7')).toBeAttached();
    await expect(english.getByLabel('שאלה', { exact: true }).first()).toHaveValue(enBefore[1]!);
    await save(page);

    const [first, second, third, fourth, ...rest] = heBefore;
    expect(await faqQuestions(page, '/')).toEqual([second, first, third, ...rest, newHe]);
    expect(fourth).toBeDefined();
    const [enFirst, enSecond, ...enRest] = enBefore;
    expect(await faqQuestions(page, '/en')).toEqual([enSecond, enFirst, ...enRest, newEn]);

    // The form opens with what was saved; the page passes axe on a phone too.
    await page.reload();
    await expect(hebrew.getByLabel('שאלה', { exact: true }).first()).toHaveValue(second!);
    await expect(hebrew.getByRole('checkbox', { name: 'מוסתרת באתר' }).nth(3)).toBeChecked();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  } finally {
    await restoreTexts(page, stored, 'faq', ['faq.items']);
  }
  expect(await faqQuestions(page, '/')).toEqual(heBefore);
});

test('the home hero title in Hebrew: bad input refused, a new title on / only, shown as typed @catalogue', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const stored = await storedTexts();
  const enTitle = await page.request.get('/en').then((r) => r.text());
  const title = `כותרת בדיקה "${Date.now().toString(36)}" {שם} & <3`;
  try {
    await page.goto('/admin/content/home');
    const hero = page.getByRole('group', { name: 'הכותרת הראשית' });
    const heTitle = hero.getByLabel('כותרת (עברית)');
    const before = await heTitle.inputValue();

    // Markup and an empty title: refused next to their fields, nothing saved.
    await heTitle.fill('<script>alert(1)</script>');
    await hero.getByLabel('כותרת משנה (אנגלית)').fill('');
    await page.getByRole('button', { name: 'שמירת הטקסטים' }).click();
    await expect(hero.getByText('יש להזין טקסט רגיל בלבד, בלי תגיות HTML או קוד')).toBeVisible();
    await expect(hero.getByText('שדה חובה')).toBeVisible();
    await expect(heTitle).toBeFocused();
    // Nothing changed on the site.
    expect(await page.request.get('/').then((r) => r.text())).toContain(before);

    await heTitle.fill(title);
    await hero
      .getByLabel('כותרת משנה (אנגלית)')
      .fill(
        'Sale, rental and franchising of automatic pizza, beverage and snack machines for businesses, companies and institutions across Israel.',
      );
    await save(page);

    // Server HTML: the title as text (escaped), on / only.
    const html = await page.request.get('/').then((r) => r.text());
    expect(html).toContain('כותרת בדיקה &quot;');
    expect(html).toContain('{שם} &amp; &lt;3</h1>');
    expect(await page.request.get('/en').then((r) => r.text())).toContain(
      enTitle.match(/<h1[^>]*>([^<]*)<\/h1>/)![1]!,
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  } finally {
    await restoreTexts(page, stored, 'home', ['home.title', 'home.subtitle']);
  }
});
