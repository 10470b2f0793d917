import { randomInt } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { toLocalInput } from '../../src/lib/site-time';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * The blog post form, /admin/blogs/new and /admin/blogs/<id> (spec back-office §2, §5 "Blog
 * form"; issue 10): what the admin types reaches the public blog as it should — the helper's
 * formatting, none of a script battery, drafts and scheduled posts kept off the site until due —
 * and what is refused stores nothing and loses nothing. Tests that make a post public are
 * tagged @catalogue (they run after the public specs, which count the demo posts). Each test
 * works on posts with its own token in the title and deletes them at the end, also on failure.
 */

const NEW_POST = '/admin/blogs/new';
const TEAM = { he: 'צוות אוטופיצה', en: 'The AutoPizza Team' };

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A token of this run, in the titles (and slugs) of the posts a test makes. */
const token = () => `bform${randomInt(100_000, 999_999)}`;

/** Deletes the posts (and the redirects) a test made: by its token. */
async function cleanUp(mark: string) {
  await queryE2eDb('delete from blog_posts where title like $1 or blog_url like $1', [`%${mark}%`]);
  await queryE2eDb('delete from redirects where from_path like $1 or to_path like $1', [
    `%${mark}%`,
  ]);
}

/**
 * A page that fails the test when any dialog (an injected `alert`) opens; the browser's "leave
 * without saving?" question (a form with unsaved changes) is answered "leave".
 */
function failOnDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', async (dialog) => {
    if (dialog.type() !== 'beforeunload') seen.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept().catch(() => {});
  });
  return seen;
}

/** The form, hydrated (its picture field's upload button is enabled only then). */
async function openNewPost(page: Page, query = '') {
  await page.goto(`${NEW_POST}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'פוסט חדש' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'העלאת תמונות' })).toBeEnabled();
}

/**
 * A field by its label, among the visible ones: the router keeps the page it left (the new-post
 * form after a save) mounted but hidden.
 */
const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });
const titleField = (page: Page) => field(page, 'כותרת (חובה)');
const categoryField = (page: Page) => field(page, 'קטגוריה (חובה)');
const authorField = (page: Page) => field(page, 'כותב (חובה)');
const dateField = (page: Page) => field(page, 'תאריך הפוסט (חובה)');
const slugField = (page: Page) => field(page, 'כתובת הדף (slug)');
const contentField = (page: Page) => field(page, 'תוכן הפוסט');
const state = (page: Page, name: 'טיוטה' | 'פרסום' | 'תזמון') =>
  page.getByRole('radio', { name: new RegExp(`^${name}`) });

/** Saves a new post and waits for its edit page; returns its id. */
async function saveNew(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'שמירה', exact: true }).click();
  await expect(toast(page, 'הפוסט נוצר בהצלחה')).toBeVisible();
  await page.waitForURL(/\/admin\/blogs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'עריכת פוסט' })).toBeVisible();
  return page.url().split('/').at(-1)!;
}

/** Selects `text` in a text area (its first occurrence). */
async function select(area: Locator, text: string) {
  await area.evaluate((element, wanted) => {
    const textarea = element as HTMLTextAreaElement;
    const start = textarea.value.indexOf(wanted);
    if (start < 0) throw new Error(`"${wanted}" is not in the text`);
    textarea.focus();
    textarea.setSelectionRange(start, start + wanted.length);
  }, text);
}

const status = async (page: Page, path: string) =>
  (await page.request.get(path, { maxRedirects: 0 })).status();

test.describe('the blog post form', () => {
  // Each test saves through the app and reads pages back, on a machine shared with other builds.
  test.describe.configure({ timeout: 90_000 });

  test('bold, italic, underline and a link from the helper buttons reach the public page @catalogue', async ({
    adminPage: page,
  }) => {
    const mark = token();
    const dialogs = failOnDialogs(page);
    try {
      await openNewPost(page);
      await titleField(page).fill(`פוסט עיצוב ${mark}`);
      await categoryField(page).fill('בדיקות');
      await slugField(page).fill(`format-${mark}`);
      const content = contentField(page);
      await content.fill('פסקה עם מילה מודגשת, מילה נטויה, מילה מודגשת בקו ולבסוף קישור לאתר.');
      const toolbar = page.getByRole('toolbar', { name: 'עיצוב הטקסט' }).first();

      await select(content, 'מודגשת');
      await toolbar.getByRole('button', { name: 'מודגש' }).click();
      await select(content, 'נטויה');
      await toolbar.getByRole('button', { name: 'נטוי' }).click();
      await select(content, 'בקו');
      await toolbar.getByRole('button', { name: 'קו תחתון' }).click();
      await select(content, 'קישור לאתר');
      await toolbar.getByRole('button', { name: 'קישור' }).click();
      const linkDialog = page.getByRole('dialog', { name: 'הוספת קישור' });
      await linkDialog.getByLabel('כתובת הקישור').fill('https://example.com/guide');
      await linkDialog.getByRole('button', { name: 'הוספת הקישור' }).click();
      await expect(linkDialog).toBeHidden();
      await expect(content).toHaveValue(
        'פסקה עם מילה **מודגשת**, מילה *נטויה*, מילה מודגשת <u>בקו</u> ולבסוף [קישור לאתר](https://example.com/guide).',
      );

      await saveNew(page);
      await page.goto(`/blog/format-${mark}`);
      const body = page.getByTestId('post-body');
      await expect(body.locator('strong')).toHaveText('מודגשת');
      await expect(body.locator('em')).toHaveText('נטויה');
      await expect(body.locator('u')).toHaveText('בקו');
      await expect(body.locator('a[href="https://example.com/guide"]')).toHaveText('קישור לאתר');
      expect(dialogs).toEqual([]);
    } finally {
      await cleanUp(mark);
    }
  });

  test('a script battery typed into the body reaches the public page as none of it @catalogue', async ({
    adminPage: page,
  }) => {
    const mark = token();
    const dialogs = failOnDialogs(page);
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[click](javascript:alert(1))',
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src="https://example.com"></iframe>',
    ];
    try {
      await openNewPost(page);
      await titleField(page).fill(`פוסט סקריפטים ${mark}`);
      await categoryField(page).fill('בדיקות');
      await slugField(page).fill(`xss-${mark}`);
      await contentField(page).fill(['פסקה ראשונה', ...payloads, 'פסקה אחרונה'].join('\n'));
      await saveNew(page);

      const [stored] = await queryE2eDb<{ content: string }>(
        'select content from blog_posts where blog_url = $1',
        [`xss-${mark}`],
      );
      expect(stored!.content, 'stored as typed; cleaned when rendered').toContain('<script>');

      await page.goto(`/blog/xss-${mark}`);
      const article = page.locator('article');
      const body = page.getByTestId('post-body');
      await expect(body).toContainText('פסקה אחרונה');
      const html = await body.innerHTML();
      for (const banned of ['<script', '<img', '<iframe', 'javascript:', 'onerror'])
        expect(html.toLowerCase(), banned).not.toContain(banned);
      await expect(article.locator('script, iframe, [onerror]')).toHaveCount(0);
      await expect(article.locator('[href^="javascript:" i], [src^="javascript:" i]')).toHaveCount(
        0,
      );
      // On purpose a fixed wait: it checks that nothing happens (no dialog from a late handler
      // such as an image's onerror within half a second), which no condition can be polled for.
      await page.waitForTimeout(500);
      expect(dialogs, 'no script ran').toEqual([]);
      test.info().annotations.push({
        type: 'XSS battery',
        description: `payloads tried: ${payloads.length}, reached the page: 0`,
      });
    } finally {
      await cleanUp(mark);
    }
  });

  test('each required field left empty is refused at the field, stores nothing and keeps the rest', async ({
    adminPage: page,
  }) => {
    const mark = token();
    failOnDialogs(page);
    const stored = async () =>
      (
        await queryE2eDb<{ n: string }>(
          'select count(*) as n from blog_posts where title like $1 or category like $1',
          [`%${mark}%`],
        )
      )[0]!.n;
    try {
      await openNewPost(page);
      const values = {
        title: `פוסט בדיקת שדות ${mark}`,
        category: `קטגוריה ${mark}`,
        author: 'דנה לוי',
        date: '2025-07-01',
      };
      const fields = {
        title: titleField(page),
        category: categoryField(page),
        author: authorField(page),
        date: dateField(page),
      };
      await field(page, 'כותרת משנה').fill('כותרת משנה שנשמרת');
      await field(page, 'נקודה 1').fill('נקודה שנשמרת');

      for (const missing of ['title', 'category', 'date', 'author'] as const) {
        for (const [name, locator] of Object.entries(fields))
          await locator.fill(name === missing ? '' : values[name as keyof typeof values]);
        await page.getByRole('button', { name: 'שמירה', exact: true }).click();
        await expect(fields[missing]).toHaveAttribute('aria-invalid', 'true');
        await expect(fields[missing]).toHaveAccessibleDescription(/שדה חובה/);
        await expect(fields[missing]).toBeFocused();
        await expect(toast(page, 'יש לתקן את השדות המסומנים')).toBeVisible();
        for (const [name, locator] of Object.entries(fields))
          if (name !== missing)
            await expect(locator).toHaveValue(values[name as keyof typeof values]);
        await expect(field(page, 'כותרת משנה')).toHaveValue('כותרת משנה שנשמרת');
        await expect(field(page, 'נקודה 1')).toHaveValue('נקודה שנשמרת');
        expect(await stored(), `nothing stored without ${missing}`).toBe('0');
      }

      // Likes below 0.
      await fields.author.fill(values.author);
      const likes = field(page, 'לייקים באתר');
      await likes.fill('-1');
      await page.getByRole('button', { name: 'שמירה', exact: true }).click();
      await expect(likes).toHaveAccessibleDescription(/המספר חייב להיות 0 או יותר/);
      await expect(likes).toBeFocused();
      await expect(fields.title).toHaveValue(values.title);
      expect(await stored(), 'nothing stored with negative likes').toBe('0');
      await expect(page).toHaveURL(new RegExp(`${NEW_POST}$`));
    } finally {
      await cleanUp(mark);
    }
  });

  test('a draft stays off the site and its preview shows it to the admin', async ({
    adminPage: page,
  }) => {
    const mark = token();
    failOnDialogs(page);
    const title = `טיוטה ${mark}`;
    try {
      await openNewPost(page);
      await titleField(page).fill(title);
      await categoryField(page).fill('בדיקות');
      await slugField(page).fill(`draft-${mark}`);
      await state(page, 'טיוטה').check();
      const id = await saveNew(page);
      await expect(state(page, 'טיוטה')).toBeChecked();

      const [row] = await queryE2eDb<{ status: string }>(
        'select status from blog_posts where id = $1',
        [id],
      );
      expect(row!.status).toBe('draft');
      expect(await status(page, `/blog/draft-${mark}`)).toBe(404);
      const list = await page.request.get('/our-blogs');
      expect(await list.text()).not.toContain(title);

      // The form's "preview" link opens the post as visitors would see it, to the admin only.
      const preview = page.getByRole('link', { name: /תצוגה מקדימה של הפוסט/ });
      await expect(preview).toHaveAttribute('href', `/blog-preview/${id}`);
      const opened = await page.context().newPage();
      await opened.goto(`/blog-preview/${id}`);
      await expect(opened.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await opened.close();

      // Another "new post" starts empty: the router keeps the page it left, not for a new visit.
      await page.getByRole('link', { name: 'חזרה לרשימת הפוסטים' }).click();
      await page.getByRole('link', { name: 'הוספת פוסט בעברית' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'פוסט חדש' })).toBeVisible();
      await expect(titleField(page)).toHaveValue('');
      await expect(page.locator('form:visible input[name="id"]')).toHaveValue('');
      await expect(state(page, 'פרסום')).toBeChecked();
    } finally {
      await cleanUp(mark);
    }
  });

  test('a post scheduled a minute ahead appears on its own when its time comes @catalogue', async ({
    adminPage: page,
  }) => {
    test.setTimeout(330_000);
    const mark = token();
    failOnDialogs(page);
    const title = `פוסט מתוזמן ${mark}`;
    try {
      await openNewPost(page);
      await titleField(page).fill(title);
      await categoryField(page).fill('בדיקות');
      await slugField(page).fill(`scheduled-${mark}`);
      const publishAt = field(page, 'מועד הפרסום (חובה)');
      await expect(publishAt).toBeHidden();
      await state(page, 'תזמון').check();
      await expect(publishAt).toBeVisible();
      await expect(publishAt).toHaveAccessibleDescription(/שעון ישראל/);
      // The input takes whole minutes: the next whole minute at least 65 s from now.
      const at = new Date(Math.ceil((Date.now() + 65_000) / 60_000) * 60_000);
      await publishAt.fill(toLocalInput(at));
      await saveNew(page);
      await expect(state(page, 'תזמון')).toBeChecked();
      await expect(publishAt).toHaveValue(toLocalInput(at));

      const path = `/blog/scheduled-${mark}`;
      expect(await status(page, path), 'not public before its time').toBe(404);
      // No restart, no outside cron: the app publishes it by itself.
      await expect
        .poll(() => status(page, path), {
          timeout: at.getTime() - Date.now() + 90_000,
          intervals: [5_000],
        })
        .toBe(200);
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
      await page.goto('/our-blogs');
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    } finally {
      await cleanUp(mark);
    }
  });

  test('renaming a public post’s slug answers the old address with a permanent redirect @catalogue', async ({
    adminPage: page,
  }) => {
    const mark = token();
    failOnDialogs(page);
    try {
      await openNewPost(page);
      await titleField(page).fill(`פוסט שעובר ${mark}`);
      await categoryField(page).fill('בדיקות');
      await slugField(page).fill(`before-${mark}`);
      await saveNew(page);
      expect(await status(page, `/blog/before-${mark}`)).toBe(200);
      await expect(slugField(page)).toHaveAccessibleDescription(/הכתובת הקודמת תפנה לחדשה/);

      await slugField(page).fill(`after-${mark}`);
      await page.getByRole('button', { name: 'שמירה', exact: true }).click();
      await expect(toast(page, 'הפוסט עודכן בהצלחה')).toBeVisible();
      await expect(page.getByRole('link', { name: /צפייה בפוסט באתר/ })).toHaveAttribute(
        'href',
        `/blog/after-${mark}`,
      );

      const moved = await page.request.get(`/blog/before-${mark}`, { maxRedirects: 0 });
      expect(moved.status()).toBe(308);
      expect(moved.headers().location).toMatch(new RegExp(`/blog/after-${mark}$`));
      expect(await status(page, `/blog/after-${mark}`)).toBe(200);
    } finally {
      await cleanUp(mark);
    }
  });

  test('dynamic lists: one row cannot be removed, rows add and remove with the focus, blanks are dropped', async ({
    adminPage: page,
  }) => {
    const mark = token();
    failOnDialogs(page);
    try {
      await openNewPost(page);
      await titleField(page).fill(`פוסט רשימות ${mark}`);
      await categoryField(page).fill('בדיקות');
      await state(page, 'טיוטה').check();

      for (const remove of ['הסרת נקודה 1', 'הסרת קישור פנימי 1', 'הסרת מילת מפתח 1'])
        await expect(page.getByRole('button', { name: remove, exact: true })).toBeDisabled();
      await expect(
        page.getByRole('button', { name: 'הסרת קישור חיצוני 1', exact: true }),
      ).toBeDisabled();

      // Bullets: add two rows (focus follows), leave the middle blank, remove one and refill.
      await field(page, 'נקודה 1').fill('ראשונה');
      await page.getByRole('button', { name: 'הוספת נקודה', exact: true }).click();
      await expect(field(page, 'נקודה 2')).toBeFocused();
      await page.getByRole('button', { name: 'הוספת נקודה', exact: true }).click();
      await expect(field(page, 'נקודה 3')).toBeFocused();
      await page.keyboard.type('תימחק');
      await page.getByRole('button', { name: 'הוספת נקודה', exact: true }).click();
      await page.keyboard.type('אחרונה');
      await expect(page.getByRole('button', { name: 'הסרת נקודה 1', exact: true })).toBeEnabled();
      await page.getByRole('button', { name: 'הסרת נקודה 3', exact: true }).click();
      // The row that took its place gets the focus.
      await expect(field(page, 'נקודה 3')).toBeFocused();
      await expect(field(page, 'נקודה 3')).toHaveValue('אחרונה');
      await expect(field(page, 'נקודה 4')).toHaveCount(0);

      await field(page, 'קישור פנימי 1').fill('/contact');
      await page.getByRole('button', { name: 'הוספת קישור פנימי', exact: true }).click();
      await expect(field(page, 'קישור פנימי 2')).toBeFocused();
      await page.getByRole('button', { name: 'הסרת קישור פנימי 2', exact: true }).click();
      await expect(field(page, 'קישור פנימי 1')).toBeFocused();

      // External links: a full pair, a pair missing its address (dropped).
      await field(page, 'כותרת קישור חיצוני 1').fill('מדריך');
      await field(page, 'כתובת קישור חיצוני 1').fill('https://example.com/guide');
      await page.getByRole('button', { name: 'הוספת קישור חיצוני', exact: true }).click();
      await expect(field(page, 'כותרת קישור חיצוני 2')).toBeFocused();
      await page.keyboard.type('בלי כתובת');
      // Keywords: two blank rows.
      await page.getByRole('button', { name: 'הוספת מילת מפתח', exact: true }).click();

      const id = await saveNew(page);
      const [row] = await queryE2eDb<{
        bullet_points: string[] | null;
        internal_links: string[] | null;
        external_links: { title: string; url: string }[] | null;
        keywords: string[] | null;
        bullet_points_en: string[] | null;
      }>(
        'select bullet_points, internal_links, external_links, keywords, bullet_points_en from blog_posts where id = $1',
        [id],
      );
      expect(row).toEqual({
        bullet_points: ['ראשונה', 'אחרונה'],
        internal_links: ['/contact'],
        external_links: [{ title: 'מדריך', url: 'https://example.com/guide' }],
        keywords: null,
        bullet_points_en: null,
      });
      // The edit page starts from what was stored: one empty keyword row.
      await expect(field(page, 'נקודה 2')).toHaveValue('אחרונה');
      await expect(field(page, 'מילת מפתח 1')).toHaveValue('');
      await expect(field(page, 'מילת מפתח 2')).toHaveCount(0);
    } finally {
      await cleanUp(mark);
    }
  });

  test('an internal link that is not a site path is refused at its row', async ({
    adminPage: page,
  }) => {
    const mark = token();
    failOnDialogs(page);
    try {
      await openNewPost(page);
      await titleField(page).fill(`פוסט קישורים ${mark}`);
      await categoryField(page).fill('בדיקות');
      await page.getByRole('button', { name: 'הוספת קישור פנימי', exact: true }).click();
      await page.getByRole('button', { name: 'הוספת קישור פנימי', exact: true }).click();
      // Row 1 blank, row 2 fine, row 3 another site: the refusal lands on row 3.
      await field(page, 'קישור פנימי 2').fill('/contact');
      await field(page, 'קישור פנימי 3').fill('https://example.com');
      await page.getByRole('button', { name: 'שמירה', exact: true }).click();
      const bad = field(page, 'קישור פנימי 3');
      await expect(bad).toHaveAttribute('aria-invalid', 'true');
      await expect(bad).toHaveAccessibleDescription(/קישור פנימי צריך להיות כתובת באתר/);
      await expect(bad).toBeFocused();
      await expect(field(page, 'קישור פנימי 2')).not.toHaveAttribute('aria-invalid', 'true');
      expect(
        await queryE2eDb('select 1 from blog_posts where title like $1', [`%${mark}%`]),
      ).toEqual([]);
    } finally {
      await cleanUp(mark);
    }
  });

  test('switching the language resets the author to that language’s team and turns the texts', async ({
    adminPage: page,
  }) => {
    failOnDialogs(page);
    await openNewPost(page);
    const author = authorField(page);
    await expect(author).toHaveValue(TEAM.he);
    await expect(field(page, 'כותרת באנגלית')).toBeVisible();
    await author.fill('דנה לוי');

    await page.getByRole('radio', { name: 'English' }).check();
    await expect(author).toHaveValue(TEAM.en);
    await expect(titleField(page)).toHaveAttribute('dir', 'ltr');
    await expect(titleField(page)).toHaveAttribute('lang', 'en');
    // An English post has no second English version: those fields are neither shown nor sent.
    await expect(field(page, 'כותרת באנגלית')).toBeHidden();
    await expect(page.getByText('זהו פוסט באנגלית')).toBeVisible();

    await page.getByRole('radio', { name: 'עברית' }).check();
    await expect(author).toHaveValue(TEAM.he);
    await expect(titleField(page)).toHaveAttribute('dir', 'rtl');

    // ?lang=en starts an English post.
    await openNewPost(page, '?lang=en');
    await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(authorField(page)).toHaveValue(TEAM.en);
  });

  test('an unknown post id shows "post not found" with the way back', async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/blogs/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('הפוסט לא נמצא')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'חזרה לרשימת הפוסטים' }).last().click();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
  });

  test('axe finds no violation on the new and the edit form, nor with the link dialog open', async ({
    adminPage: page,
  }) => {
    // Four full axe runs over a long form, on a machine shared with other builds.
    test.setTimeout(180_000);
    const mark = token();
    try {
      await openNewPost(page);
      await expectNoAxeViolations(page);
      // Refused fields shown, the scheduling time open.
      await state(page, 'תזמון').check();
      await page.getByRole('button', { name: 'שמירה', exact: true }).click();
      await expect(titleField(page)).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);

      const [row] = await queryE2eDb<{ id: string }>(
        `insert into blog_posts (blog_url, language, title, category, author, published_date, status, content, bullet_points)
         values ($1, 'he', $2, 'בדיקות', 'צוות אוטופיצה', '2025-07-01', 'draft', 'פסקה **מודגשת**', array['נקודה'])
         returning id`,
        [`axe-${mark}`, `פוסט נגישות ${mark}`],
      );
      await page.goto(`/admin/blogs/${row!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'עריכת פוסט' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'העלאת תמונות' })).toBeEnabled();
      await expect(titleField(page)).toHaveValue(`פוסט נגישות ${mark}`);
      await expectNoAxeViolations(page);

      await select(contentField(page), 'מודגשת');
      await page
        .getByRole('toolbar', { name: 'עיצוב הטקסט' })
        .first()
        .getByRole('button', { name: 'קישור' })
        .click();
      await expect(page.getByRole('dialog', { name: 'הוספת קישור' })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await cleanUp(mark);
    }
  });
});
