import { randomInt, randomUUID } from 'node:crypto';
import { expect, type APIResponse, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { newIp, test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * The blog dashboard's list (/admin/blogs, spec back-office §2 "Admin blog management", §4, §8):
 * the language filter with its counts, the cards, Blog of the Week, delete, and the admin-only
 * preview of a post visitors cannot see. The e2e server's database is shared with the public
 * specs, which expect the demo posts: tests that change what the public blog shows (or add rows
 * the counts would see) are tagged @catalogue (they run after the public specs), work on rows
 * they create, and put the demo data back at the end, also when they fail.
 */

const DASHBOARD = '/admin/blogs';
const BLOG_OF_WEEK = 'הבלוג של השבוע';

type Lang = 'he' | 'en';
type Row = {
  id: string;
  title: string;
  blog_url: string;
  language: Lang;
  is_blog_of_week: boolean;
  status: 'draft' | 'published';
  publish_at: Date;
};

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

const setButton = (scope: Locator) => scope.getByRole('button', { name: /^הגדרה כבלוג השבוע/ });

const publicPath = (row: Pick<Row, 'language' | 'blog_url'>) =>
  `${row.language === 'en' ? '/en' : ''}/blog/${encodeURIComponent(row.blog_url)}`;

/** Every post of a language as the dashboard orders them: newest first. */
const postsOf = (language: Lang) =>
  queryE2eDb<Row>(
    `select id, title, blog_url, language, is_blog_of_week, status, publish_at from blog_posts
      where language = $1 order by created_at desc, id desc`,
    [language],
  );

const postById = async (id: string) =>
  (await queryE2eDb<Row>('select * from blog_posts where id = $1', [id]))[0];

/** A post written straight into the database (the form is another spec's subject). */
async function insertPost(post: {
  title: string;
  slug: string;
  status: 'draft' | 'published';
  publishAt?: Date;
}): Promise<string> {
  const [row] = await queryE2eDb<{ id: string }>(
    `insert into blog_posts
       (blog_url, language, title, excerpt, content, category, author, published_date, status,
        publish_at, internal_likes, external_likes)
     values ($1, 'he', $2, 'תקציר לבדיקה', $3, 'בדיקות', 'צוות הבדיקות', '2026-01-15', $4,
             coalesce($5::timestamptz, now()), 3, 1)
     returning id`,
    [
      post.slug,
      post.title,
      `פסקה ראשונה של ${post.title}.\nפסקה **שנייה** עם הדגשה.`,
      post.status,
      post.publishAt?.toISOString() ?? null,
    ],
  );
  return row!.id;
}

const removePosts = (ids: string[]) =>
  queryE2eDb('delete from blog_posts where id = any($1::uuid[])', [ids]);

async function openDashboard(page: Page, lang: Lang = 'he') {
  await page.goto(lang === 'en' ? `${DASHBOARD}?lang=en` : DASHBOARD);
  await expect(page.getByRole('heading', { level: 1, name: 'ניהול בלוג' })).toBeVisible();
}

/** An anonymous visitor: a browser context of its own, without the admin's cookie. */
async function asAnonymous<T>(browser: Browser, visit: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * The preview's answer to anyone but an admin: the post's not-found page, marked noindex, with
 * nothing of the post. (Its status is 200, not 404: with Cache Components the prerendered part
 * of the page, headers included, is sent before the session is read — the framework then marks
 * the page noindex. A real 404 needs the check before rendering, e.g. in a proxy.)
 */
async function expectPostNotFound(response: APIResponse, title?: string) {
  expect([200, 404]).toContain(response.status());
  const html = await response.text();
  expect(html).toContain('הפוסט לא נמצא');
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  if (title) expect(html).not.toContain(title);
}

/** "24.11.2026 14:05": a time on the company's clock, as the dashboard writes it. */
const israelTime = (date: Date) => {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('he-IL', { timeZone: 'Asia/Jerusalem', ...options }).format(date);
  return `${part({ day: '2-digit', month: '2-digit', year: 'numeric' })} ${part({
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })}`;
};

test.describe('blog dashboard list', () => {
  test('Hebrew by default with both counts; the English filter has its own address and the back button returns', async ({
    adminPage: page,
  }) => {
    // Other specs add and remove posts meanwhile: the page and the database are read together,
    // again until they agree.
    const filter = page.getByRole('navigation', { name: 'שפת הפוסטים' });
    const hebrewList = page.getByRole('list', { name: 'הפוסטים בעברית' });
    let he: Awaited<ReturnType<typeof postsOf>> = [];
    let en: Awaited<ReturnType<typeof postsOf>> = [];
    await expect(async () => {
      [he, en] = await Promise.all([postsOf('he'), postsOf('en')]);
      expect(he.length).toBeGreaterThan(0);
      expect(en.length).toBeGreaterThan(0);
      await openDashboard(page);
      const quick = { timeout: 3_000 };
      await expect(
        filter.getByRole('link', { name: `עברית (${he.length})`, exact: true }),
      ).toBeVisible(quick);
      await expect(
        filter.getByRole('link', { name: `English (${en.length})`, exact: true }),
      ).toBeVisible(quick);
      await expect(hebrewList.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
        he.map((post) => post.title),
        quick,
      );
    }).toPass({ timeout: 60_000 });
    const hebrew = filter.getByRole('link', { name: `עברית (${he.length})`, exact: true });
    const english = filter.getByRole('link', { name: `English (${en.length})`, exact: true });
    await expect(hebrew).toHaveAttribute('aria-current', 'page');
    await expect(english).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('link', { name: 'הוספת פוסט בעברית' })).toHaveAttribute(
      'href',
      '/admin/blogs/new',
    );

    // The demo Blog of the Week: highlighted, its details, its actions.
    const featured = he.find((post) => post.is_blog_of_week)!;
    const featuredCard = card(page, featured.title);
    await expect(featuredCard.getByText(BLOG_OF_WEEK, { exact: true })).toBeVisible();
    await expect(featuredCard).toHaveCSS('box-shadow', /rgb\(198, 40, 40\)/);
    await expect(featuredCard.locator('[data-post-state]')).toHaveText('פורסם');
    await expect(featuredCard).toContainText('עסקים');
    await expect(featuredCard).toContainText('דניאל כהן');
    await expect(featuredCard).toContainText('15 במרץ 2025');
    await expect(
      featuredCard.getByRole('list', { name: 'לייקים' }).getByRole('listitem'),
    ).toHaveText(['12 לייקים באתר', '0 לייקים ברשתות החברתיות']);
    const button = setButton(featuredCard);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'זה הבלוג של השבוע בעברית. כדי להחליף אותו, הגדירו פוסט אחר.',
    );
    await expect(
      featuredCard.getByRole('link', { name: `עריכה של „${featured.title}“` }),
    ).toHaveAttribute('href', `/admin/blogs/${featured.id}`);
    const view = featuredCard.getByRole('link', {
      name: `צפייה ב„${featured.title}“ באתר (נפתח בלשונית חדשה)`,
    });
    await expect(view).toHaveAttribute('href', publicPath(featured));
    await expect(view).toHaveAttribute('target', '_blank');
    // The oldest other public post: a demo one (a newer one may be another spec's scheduled post).
    const other = he.findLast(
      (post) =>
        !post.is_blog_of_week && post.status === 'published' && post.publish_at <= new Date(),
    )!;
    await expect(setButton(card(page, other.title))).toBeEnabled();

    // English: only the English posts, under ?lang=en.
    await english.click();
    await expect(page).toHaveURL(/\/admin\/blogs\?lang=en$/);
    await expect(english).toHaveAttribute('aria-current', 'page');
    await expect(hebrew).not.toHaveAttribute('aria-current');
    const englishList = page.getByRole('list', { name: 'הפוסטים באנגלית' });
    await expect(async () => {
      en = await postsOf('en');
      await page.reload();
      await expect(englishList.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
        en.map((post) => post.title),
        { timeout: 3_000 },
      );
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'הוספת פוסט באנגלית' })).toHaveAttribute(
      'href',
      '/admin/blogs/new?lang=en',
    );
    const englishFeatured = en.find((post) => post.is_blog_of_week)!;
    await expect(
      card(page, englishFeatured.title).getByRole('link', { name: /^צפייה ב/ }),
    ).toHaveAttribute('href', publicPath(englishFeatured));

    // Back: the Hebrew list again.
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/blogs$/);
    await expect(hebrewList).toBeVisible();
    await expect(hebrew).toHaveAttribute('aria-current', 'page');

    // Anything but "en" is Hebrew.
    await page.goto(`${DASHBOARD}?lang=fr`);
    await expect(page.getByRole('list', { name: 'הפוסטים בעברית' })).toBeVisible();
  });

  // Each axe run takes seconds on a loaded machine: the list and the previews are two tests.
  test('axe finds nothing on the list in both languages, with the delete dialog open', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    await openDashboard(page);
    await expectNoAxeViolations(page);

    // The first card on the page (other specs add posts to the database meanwhile).
    await page
      .getByRole('button', { name: /^מחיקת „/ })
      .first()
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'העברה לסל המחזור' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'ביטול' })).toBeFocused();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'ביטול' }).click();
    await expect(confirm).toBeHidden();

    await openDashboard(page, 'en');
    await expectNoAxeViolations(page);
  });

  test('axe finds nothing on a Hebrew and an English preview', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    for (const lang of ['he', 'en'] as const) {
      // The oldest post: a demo one (other specs add and delete newer ones meanwhile).
      const post = (await postsOf(lang)).at(-1);
      await page.goto(`${lang === 'en' ? '/en' : ''}/blog-preview/${post!.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title);
      await expect(page.getByTestId('preview-banner')).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('a preview is the not-found answer for anyone but an admin, and follows the post’s language', async ({
    adminPage: page,
    browser,
  }) => {
    const post = (await postsOf('he')).at(-1);
    const preview = `/blog-preview/${post!.id}`;

    // The admin: the post, in its own language's address.
    await page.goto(`/en${preview}`);
    await expect(page).toHaveURL(new RegExp(`${preview}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post!.title);
    await expectPostNotFound(await page.request.get(`/blog-preview/${randomUUID()}`));

    // Anonymous: "Post Not Found", nothing of the post, never indexed.
    await asAnonymous(browser, async (anonymous) => {
      await expectPostNotFound(await anonymous.request.get(preview), post!.title);
      await anonymous.goto(preview);
      await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText('הפוסט לא נמצא');
    });

    // A signed-in user who is not an admin: the same.
    const user = await browser.newContext();
    try {
      const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
      const password = `pw-${randomUUID()}`;
      const headers = { origin: E2E_BASE_URL, 'x-forwarded-for': newIp() };
      const signUp = await user.request.post('/api/auth/sign-up/email', {
        headers,
        data: { name: 'משתמש רגיל', email, password },
      });
      expect(signUp.status()).toBe(200);
      await queryE2eDb('update "user" set email_verified = true where email = $1', [email]);
      const signIn = await user.request.post('/api/auth/sign-in/email', {
        headers,
        data: { email, password },
      });
      expect(signIn.status()).toBe(200);
      await expectPostNotFound(await user.request.get(preview), post!.title);
    } finally {
      await user.close();
    }
  });
});

test.describe('blog dashboard changes', () => {
  test('set as Blog of the Week: the card is highlighted, the previous one is not, and the public blog features it @catalogue', async ({
    adminPage: page,
  }) => {
    test.setTimeout(90_000);
    const he = await postsOf('he');
    const original = he.find((post) => post.is_blog_of_week)!;
    // The oldest public post that is not featured: a demo post (rows other tests add are newer).
    const chosen = he
      .filter((post) => !post.is_blog_of_week && post.status === 'published')
      .at(-1)!;
    try {
      await openDashboard(page);
      const button = setButton(card(page, chosen.title));
      await button.click();
      await expect(toast(page, 'הבלוג של השבוע עודכן בהצלחה')).toBeVisible();
      await expect(card(page, chosen.title).getByText(BLOG_OF_WEEK, { exact: true })).toBeVisible();
      await expect(button).toBeDisabled();
      await expect(button).toBeFocused();
      await expect(card(page, original.title).getByText(BLOG_OF_WEEK, { exact: true })).toHaveCount(
        0,
      );
      await expect(setButton(card(page, original.title))).toBeEnabled();
      expect((await postById(chosen.id))!.is_blog_of_week).toBe(true);
      expect((await postById(original.id))!.is_blog_of_week).toBe(false);
      // The English Blog of the Week is another language's: untouched.
      expect((await postsOf('en')).filter((post) => post.is_blog_of_week)).toHaveLength(1);

      await page.goto('/our-blogs');
      const section = page.getByRole('region', { name: BLOG_OF_WEEK });
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(chosen.title);
      await expect(section).not.toContainText(original.title);
    } finally {
      // The demo Blog of the Week back, through the dashboard (the public pages follow).
      await openDashboard(page);
      const restore = setButton(card(page, original.title));
      if ((await restore.getAttribute('aria-disabled')) !== 'true') {
        await restore.click();
        await expect(restore).toBeDisabled();
      }
    }
    expect((await postById(original.id))!.is_blog_of_week).toBe(true);
    await page.goto('/our-blogs');
    await expect(
      page.getByRole('region', { name: BLOG_OF_WEEK }).getByRole('heading', { level: 3 }),
    ).toHaveText(original.title);
  });

  test('delete asks first: cancel keeps the post, confirm removes it and its page answers 404 @catalogue', async ({
    adminPage: page,
  }) => {
    test.setTimeout(90_000);
    const n = randomInt(1000, 9999);
    const title = `פוסט למחיקה ${n}`;
    const slug = `e2e-delete-${n}`;
    const id = await insertPost({ title, slug, status: 'published' });
    try {
      expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);

      await openDashboard(page);
      const trigger = page.getByRole('button', { name: `מחיקת „${title}“`, exact: true });
      await trigger.click();
      const confirm = page.getByRole('alertdialog', { name: 'העברה לסל המחזור' });
      await expect(confirm).toContainText(
        `למחוק את „\u2068${title}\u2069”? הפריט יועבר לסל המחזור ויישמר 30 יום.`,
      );
      await expect(confirm.getByRole('button', { name: 'ביטול' })).toBeFocused();
      await confirm.getByRole('button', { name: 'ביטול' }).click();
      await expect(confirm).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(card(page, title)).toBeVisible();
      expect(await postById(id)).toBeDefined();

      await trigger.click();
      await confirm.getByRole('button', { name: 'מחיקה' }).click();
      await expect(toast(page, 'הפוסט הועבר לסל המחזור')).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(card(page, title)).toHaveCount(0);
      await expect(page.locator('#main-content')).toBeFocused();
      expect(await postById(id)).toBeUndefined();
      const counts = await queryE2eDb<{ n: number }>(
        "select count(*)::int as n from blog_posts where language = 'he'",
      );
      await expect(
        page.getByRole('link', { name: `עברית (${counts[0]!.n})`, exact: true }),
      ).toBeVisible();
      expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
    } finally {
      await removePosts([id]);
    }
  });

  test('a draft and a scheduled post: their state on the card, nothing public, the preview for the admin only @catalogue', async ({
    adminPage: page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const n = randomInt(1000, 9999);
    const draft = { title: `טיוטה לבדיקה ${n}`, slug: `e2e-draft-${n}` };
    const scheduled = { title: `פוסט מתוזמן ${n}`, slug: `e2e-scheduled-${n}` };
    const publishAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const draftId = await insertPost({ ...draft, status: 'draft' });
    const scheduledId = await insertPost({ ...scheduled, status: 'published', publishAt });
    try {
      await openDashboard(page);
      const draftCard = card(page, draft.title);
      await expect(draftCard.locator('[data-post-state]')).toHaveText('טיוטה');
      await expect(card(page, scheduled.title).locator('[data-post-state]')).toHaveText(
        `מתוזמן ל־${israelTime(publishAt)}`,
      );
      // Not public: no Blog of the Week, and "view" is the preview.
      await expect(setButton(draftCard)).toBeDisabled();
      await expect(setButton(draftCard)).toHaveAccessibleDescription(
        'רק פוסט שפורסם ומוצג באתר יכול להיות הבלוג של השבוע.',
      );
      const preview = draftCard.getByRole('link', {
        name: `תצוגה מקדימה של „${draft.title}“ (נפתח בלשונית חדשה)`,
      });
      await expect(preview).toHaveAttribute('href', `/blog-preview/${draftId}`);
      await expect(preview).toHaveAttribute('target', '_blank');

      for (const post of [draft, scheduled]) {
        expect((await page.request.get(`/blog/${post.slug}`)).status(), post.slug).toBe(404);
      }
      await page.goto('/our-blogs');
      await expect(page.getByRole('heading', { level: 1, name: 'הבלוג שלנו' })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(draft.title);
      await expect(page.getByRole('main')).not.toContainText(scheduled.title);

      // The admin sees the draft as visitors would, under the banner.
      await page.goto(`/blog-preview/${draftId}`);
      const banner = page.getByTestId('preview-banner');
      await expect(banner).toHaveText(/תצוגה מקדימה — טיוטה, הפוסט אינו מוצג באתר/);
      await expect(banner.getByRole('link', { name: 'עריכת הפוסט' })).toHaveAttribute(
        'href',
        `/admin/blogs/${draftId}`,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
      await expect(page.getByTestId('post-body').locator('strong')).toHaveText('שנייה');
      await page.goto(`/blog-preview/${scheduledId}`);
      await expect(page.getByTestId('preview-banner')).toContainText(
        `מתוזמן ל־${israelTime(publishAt)}`,
      );

      // Anyone else: the not-found answer, without the post.
      await asAnonymous(browser, async (anonymous) => {
        await expectPostNotFound(
          await anonymous.request.get(`/blog-preview/${draftId}`),
          draft.title,
        );
        await anonymous.goto(`/blog-preview/${draftId}`);
        await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText('הפוסט לא נמצא');
      });
    } finally {
      await removePosts([draftId, scheduledId]);
    }
  });
});
