import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  blogPosts,
  mediaFiles,
  redirects,
  seoSettings,
  trash,
  type NewBlogPost,
} from '@/db/schema';
import { findRedirect } from '@/lib/redirects';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { forgetUpdatedTags, updatedTags } from '../../../tests/setup/next-cache';
import { listFiles } from '../../../tests/setup/storage';
import { storedUpload } from '../../../tests/setup/uploads';
import { deletePost, savePost, setBlogOfWeek } from './admin-actions';
import { countAdminPosts, getAdminPost, listAdminPosts } from './admin-queries';
import { formData as form, type FormFields as Fields } from '../../../tests/setup/form-data';

/**
 * The blog dashboard's writes against a real PostgreSQL, real sessions and the disk storage under
 * the test's data folder: what an admin's save, delete and "Blog of the Week" leave in the
 * database, on the redirects of the public paths and in storage. (Anonymous and non-admin
 * callers: the authorization matrix, src/features/auth/admin-actions-matrix.test.ts.)
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
// findRedirect is a 'use cache' read; called directly here, each call reads the database.
vi.mock('next/cache', () =>
  import('../../../tests/setup/admin-action-harness').then((h) => h.uncachedNextCache()),
);

const signedIn = adminActionHarness({
  clear: [trash, blogPosts, redirects, mediaFiles, seoSettings],
  silence: ['info'],
});
const { db } = signedIn;

const T = {
  required: 'שדה חובה',
  invalid: 'הערך אינו תקין',
  nonNegative: 'המספר חייב להיות 0 או יותר',
  slugTaken: 'הכתובת כבר בשימוש',
  url: 'כתובת הקישור אינה תקינה',
  internalPath: 'קישור פנימי צריך להיות כתובת באתר שמתחילה ב־/ (למשל ‎/contact‎)',
  publishAtPast: 'מועד הפרסום חייב להיות בעתיד',
  fixFields: 'יש לתקן את השדות המסומנים.',
  notFound: 'הפריט לא נמצא. ייתכן שנמחק בינתיים; רעננו את הדף.',
  notLive: 'רק פוסט שפורסם ומוצג באתר יכול להיות הבלוג של השבוע.',
};

/** The fewest fields a post can be saved with. */
const MINIMUM: Fields = {
  language: 'he',
  title: 'מכונת הפיצה החדשה',
  category: 'חדשות',
  author: 'צוות אוטופיצה',
  published_date: '2026-03-01',
  state: 'published',
};

const save = (fields: Fields) => savePost(null, form({ ...MINIMUM, ...fields }));

/** Saves and expects success. */
async function saved(fields: Fields) {
  const result = await save(fields);
  if (!result.ok) throw new Error(`save refused: ${JSON.stringify(result)}`);
  return result.data;
}

const seed = async (rows: Partial<NewBlogPost>[]) =>
  db()
    .insert(blogPosts)
    .values(
      rows.map((row, index) => ({
        blogUrl: `post-${index}`,
        language: 'he' as const,
        title: `פוסט ${index}`,
        category: 'חדשות',
        author: 'צוות אוטופיצה',
        publishedDate: '2026-01-01',
        publishAt: new Date('2025-06-01T09:00:00Z'),
        ...row,
      })),
    )
    .returning();

const row = async (id: string) =>
  (await db().select().from(blogPosts).where(eq(blogPosts.id, id)))[0];

const allPosts = () => db().select().from(blogPosts).orderBy(asc(blogPosts.createdAt));

const redirectRows = async () =>
  (await db().select().from(redirects).orderBy(asc(redirects.fromPath))).map((r) => [
    r.fromPath,
    r.toPath,
  ]);

const he = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** The SEO titles an admin gave pages, by page path (decoded, as the dashboard keys them). */
const seoTitles = async () =>
  Object.fromEntries(
    (await db().select().from(seoSettings)).map((row) => [row.pagePath, row.metaTitle]),
  );

/** A real upload in blog-images/ on the disk driver. */
const upload = () => storedUpload('blog');
const storedKeys = () => listFiles(path.join(signedIn.app.dataDir, 'uploads'));

describe('savePost: creating', () => {
  it('stores a post from the minimum, the slug made from the title, empty lists as NULL', async () => {
    const before = Date.now();
    const data = await saved({});
    expect(data).toMatchObject({ blogUrl: 'מכונת-הפיצה-החדשה', moved: false });
    const post = await row(data.id);
    expect(post).toMatchObject({
      language: 'he',
      blogUrl: 'מכונת-הפיצה-החדשה',
      title: 'מכונת הפיצה החדשה',
      category: 'חדשות',
      author: 'צוות אוטופיצה',
      publishedDate: '2026-03-01',
      status: 'published',
      isBlogOfWeek: false,
      subtitle: null,
      content: null,
      imageUrl: null,
      imageAlt: null,
      bulletPoints: null,
      bulletPointsEn: null,
      internalLinks: null,
      externalLinks: null,
      keywords: null,
      internalLikes: 0,
      externalLikes: 0,
    });
    expect(post!.publishAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(post!.publishAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(updatedTags).toEqual(['blog', `blog-post:${data.id}`]);
  });

  it('makes the slug by the spec rule: Hebrew kept, punctuation dropped, spaces to hyphens, lowercased', async () => {
    const data = await saved({ title: '  Pizza! מכונה  חדשה: 24/7 — "AutoPizza" בחיפה?  ' });
    expect(data.blogUrl).toBe('pizza-מכונה-חדשה-247-autopizza-בחיפה');
    expect((await row(data.id))!.blogUrl).toBe(data.blogUrl);
  });

  it('keeps a made slug unique per language (-2), and lets the other language use the same one', async () => {
    const first = await saved({});
    const second = await saved({});
    const english = await saved({ language: 'en', author: 'The AutoPizza Team' });
    expect([first.blogUrl, second.blogUrl, english.blogUrl]).toEqual([
      'מכונת-הפיצה-החדשה',
      'מכונת-הפיצה-החדשה-2',
      'מכונת-הפיצה-החדשה',
    ]);
    const third = await saved({});
    expect(third.blogUrl).toBe('מכונת-הפיצה-החדשה-3');
  });

  it('refuses a typed slug another post of the language uses, on blog_url, and stores nothing', async () => {
    await seed([{ blogUrl: 'taken' }]);
    expect(await save({ blog_url: 'taken' })).toMatchObject({
      ok: false,
      message: T.fixFields,
      fieldErrors: { blog_url: T.slugTaken },
    });
    expect(await allPosts()).toHaveLength(1);
    expect(updatedTags).toEqual([]);
    // The same typed slug in the other language is free.
    expect(await save({ blog_url: 'taken', language: 'en' })).toMatchObject({ ok: true });
  });

  it('two admins saving the same typed slug at once: one is saved, the other told the slug is taken', async () => {
    const results = await Promise.all([
      save({ blog_url: 'race', title: 'ראשון' }),
      save({ blog_url: 'race', title: 'שני' }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toMatchObject({
      fieldErrors: { blog_url: T.slugTaken },
    });
    expect(await allPosts()).toHaveLength(1);
  });

  it('refuses a typed slug not in the slug form', async () => {
    expect(await save({ blog_url: 'Not A Slug!' })).toMatchObject({
      ok: false,
      fieldErrors: { blog_url: expect.any(String) },
    });
    expect(await allPosts()).toEqual([]);
  });

  it.each([
    ['title', T.required],
    ['category', T.required],
    ['author', T.required],
    ['published_date', T.required],
    ['language', T.invalid],
    ['state', T.invalid],
  ])(
    'refuses a post without %s, with its message on the field, storing nothing',
    async (field, message) => {
      const result = await savePost(null, form({ ...MINIMUM, [field]: undefined }));
      expect(result).toMatchObject({ ok: false, message: T.fixFields });
      expect(!result.ok && result.fieldErrors[field]).toBe(message);
      // A blank text is as missing as an absent one.
      if (field !== 'language' && field !== 'state')
        expect(await save({ [field]: '   ' })).toMatchObject({
          ok: false,
          fieldErrors: { [field]: message },
        });
      expect(await allPosts()).toEqual([]);
      expect(updatedTags).toEqual([]);
    },
  );

  it('refuses a date that is not a calendar day', async () => {
    for (const date of ['2026-02-30', '01/03/2026', 'x'])
      expect(await save({ published_date: date })).toMatchObject({
        ok: false,
        fieldErrors: { published_date: 'התאריך אינו תקין' },
      });
    expect(await allPosts()).toEqual([]);
  });

  it('refuses likes below 0 or not a number; stores whole numbers', async () => {
    for (const [field, value, message] of [
      ['internal_likes', '-1', T.nonNegative],
      ['external_likes', '-1', T.nonNegative],
      ['internal_likes', 'abc', T.invalid],
      ['external_likes', '1.5', T.invalid],
    ] as const) {
      expect(await save({ [field]: value }), `${field}=${value}`).toMatchObject({
        ok: false,
        fieldErrors: { [field]: message },
      });
    }
    expect(await allPosts()).toEqual([]);
    const data = await saved({ internal_likes: '12', external_likes: '' });
    expect(await row(data.id)).toMatchObject({ internalLikes: 12, externalLikes: 0 });
  });

  it('drops blank rows of the lists and external links missing a title or url; all-empty lists are NULL', async () => {
    const data = await saved({
      bullet_points: ['', '  נקודה ראשונה ', '   ', 'נקודה שנייה'],
      bullet_points_en: ['', ' '],
      internal_links: ['  ', '/contact', '', '/en/products/coffee'],
      keywords: ['פיצה', '', ' מכונה '],
      external_links_title: ['ויקיפדיה', '', 'בלי כתובת', '  '],
      external_links_url: [
        'https://he.wikipedia.org/wiki/פיצה',
        'https://no-title.example',
        '',
        '',
      ],
    });
    expect(await row(data.id)).toMatchObject({
      bulletPoints: ['נקודה ראשונה', 'נקודה שנייה'],
      bulletPointsEn: null,
      internalLinks: ['/contact', '/en/products/coffee'],
      keywords: ['פיצה', 'מכונה'],
      externalLinks: [{ title: 'ויקיפדיה', url: 'https://he.wikipedia.org/wiki/פיצה' }],
    });

    const empty = await saved({
      title: 'ריק',
      bullet_points: ['', '  '],
      internal_links: [''],
      keywords: [' '],
      external_links_title: ['', 'title only'],
      external_links_url: ['https://url-only.example', ''],
    });
    expect(await row(empty.id)).toMatchObject({
      bulletPoints: null,
      internalLinks: null,
      keywords: null,
      externalLinks: null,
    });
  });

  it('refuses an internal link that is not a path of this site, and a non-web external link', async () => {
    for (const link of [
      'https://x',
      'javascript:alert(1)',
      '//evil.example/x',
      'contact',
      '/a b',
    ]) {
      const result = await save({ internal_links: [link] });
      expect(result, link).toMatchObject({
        ok: false,
        fieldErrors: { 'internal_links.0': T.internalPath },
      });
    }
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'x']) {
      const result = await save({ external_links_title: ['קישור'], external_links_url: [url] });
      expect(result, url).toMatchObject({
        ok: false,
        fieldErrors: { 'external_links_url.0': T.url },
      });
    }
    expect(await allPosts()).toEqual([]);
  });
});

describe('savePost: updating and moving', () => {
  it('keeps the id and refreshes updated_at; an unchanged slug records no move', async () => {
    const [post] = await seed([{ blogUrl: 'same', updatedAt: new Date('2025-01-01T00:00:00Z') }]);
    const result = await save({ id: post!.id, blog_url: 'same', subtitle: 'כותרת משנה' });
    expect(result).toMatchObject({
      ok: true,
      data: { id: post!.id, blogUrl: 'same', moved: false },
    });
    const after = await row(post!.id);
    expect(after).toMatchObject({ id: post!.id, subtitle: 'כותרת משנה', title: MINIMUM.title });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(after!.createdAt).toEqual(post!.createdAt);
    expect(await allPosts()).toHaveLength(1);
    expect(await redirectRows()).toEqual([]);
    expect(updatedTags).toEqual(['blog', `blog-post:${post!.id}`]);
  });

  it('refuses to update a post that is gone', async () => {
    expect(await save({ id: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      ok: false,
      message: T.notFound,
    });
    expect(await allPosts()).toEqual([]);
  });

  it("records a public post's renamed slug as a move; the old path redirects to the new one", async () => {
    const [post] = await seed([{ blogUrl: 'ישן' }]);
    await db().insert(seoSettings).values({ pagePath: '/blog/ישן', metaTitle: 'כותרת משלי' });
    const result = await save({ id: post!.id, blog_url: 'חדש' });
    expect(result).toMatchObject({ ok: true, data: { blogUrl: 'חדש', moved: true } });
    expect(await redirectRows()).toEqual([[he('ישן'), he('חדש')]]);
    // Its SEO settings follow it: the new address keeps the custom title, no orphan row is left.
    expect(await seoTitles()).toEqual({ '/blog/חדש': 'כותרת משלי' });
    expect(updatedTags).toEqual(['blog', `blog-post:${post!.id}`, 'redirects', 'seo']);
    expect(await findRedirect(he('ישן'))).toBe(he('חדש'));
    // Its address by id still answers: no move for it.
    expect(await findRedirect(he(post!.id))).toBeNull();

    // Renamed back: the live path stops redirecting (no loop), the other old one leads to it.
    forgetUpdatedTags();
    expect(await save({ id: post!.id, blog_url: 'ישן' })).toMatchObject({
      ok: true,
      data: { moved: true },
    });
    expect(await redirectRows()).toEqual([[he('חדש'), he('ישן')]]);
    expect(await findRedirect(he('ישן'))).toBeNull();
    expect(updatedTags).toContain('redirects');
  });

  it("records no move for a draft's or a scheduled post's rename (nobody knew their address)", async () => {
    const [draft, scheduled] = await seed([
      { blogUrl: 'draft-old', status: 'draft' },
      { blogUrl: 'scheduled-old', publishAt: new Date(Date.now() + 86_400_000) },
    ]);
    expect(await save({ id: draft!.id, blog_url: 'draft-new', state: 'draft' })).toMatchObject({
      ok: true,
      data: { moved: false },
    });
    expect(
      await save({ id: scheduled!.id, blog_url: 'scheduled-new', state: 'published' }),
    ).toMatchObject({ ok: true, data: { moved: false } });
    expect(await redirectRows()).toEqual([]);
    expect(updatedTags).not.toContain('redirects');
  });

  it('moves a public post whose language changed from /blog/x to /en/blog/x (by slug and by id)', async () => {
    const [post] = await seed([{ blogUrl: 'x' }]);
    expect(
      await save({ id: post!.id, blog_url: 'x', language: 'en', author: 'The AutoPizza Team' }),
    ).toMatchObject({ ok: true, data: { moved: true } });
    expect(await redirectRows()).toEqual(
      [
        ['/blog/x', '/en/blog/x'],
        [he(post!.id), '/en/blog/x'],
      ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    );
    expect(await findRedirect('/blog/x')).toBe('/en/blog/x');
    expect((await row(post!.id))!.language).toBe('en');
  });

  it('a draft taking a slug that moved leaves the redirect until it is published', async () => {
    await seed([{ blogUrl: 'y' }]);
    await db().insert(redirects).values({ fromPath: '/blog/x', toPath: '/blog/y' });
    const draft = await saved({ blog_url: 'x', state: 'draft' });
    expect(draft.moved).toBe(false);
    // Visitors of the old address still reach the public post, not a 404.
    expect(await findRedirect('/blog/x')).toBe('/blog/y');
    await saved({ id: draft.id, blog_url: 'x', state: 'published' });
    expect(await redirectRows()).toEqual([]);
  });

  it('a new post taking a slug that once moved stops the old redirect', async () => {
    await seed([{ blogUrl: 'other' }]);
    await db().insert(redirects).values({ fromPath: '/blog/reused', toPath: '/blog/other' });
    const result = await save({ blog_url: 'reused' });
    expect(result).toMatchObject({ ok: true, data: { moved: true } });
    expect(await redirectRows()).toEqual([]);
    expect(updatedTags).toContain('redirects');
  });
});

describe('savePost: publishing states', () => {
  it('saves a draft as status draft, never public', async () => {
    const data = await saved({ state: 'draft' });
    expect(await row(data.id)).toMatchObject({ status: 'draft', isBlogOfWeek: false });
  });

  it('refuses a scheduled post without a time, with a past time, or with a time that is not one', async () => {
    expect(await save({ state: 'scheduled' })).toMatchObject({
      ok: false,
      fieldErrors: { publish_at: T.required },
    });
    expect(await save({ state: 'scheduled', publish_at: '2020-01-01T10:00' })).toMatchObject({
      ok: false,
      fieldErrors: { publish_at: T.publishAtPast },
    });
    expect(await save({ state: 'scheduled', publish_at: '2031-02-30T10:00' })).toMatchObject({
      ok: false,
      fieldErrors: { publish_at: T.invalid },
    });
    expect(await allPosts()).toEqual([]);
  });

  it('stores a scheduled post as published from the Israel-time instant chosen (winter and summer)', async () => {
    // Israel: UTC+2 in winter, UTC+3 in summer.
    const winter = await saved({ state: 'scheduled', publish_at: '2031-01-15T10:30' });
    expect(await row(winter.id)).toMatchObject({
      status: 'published',
      publishAt: new Date('2031-01-15T08:30:00Z'),
    });
    const summer = await saved({
      title: 'קיץ',
      state: 'scheduled',
      publish_at: '2031-07-15T10:30',
    });
    expect(await row(summer.id)).toMatchObject({
      status: 'published',
      publishAt: new Date('2031-07-15T07:30:00Z'),
    });
  });

  it('"published" keeps the first publish time of a public post and sets now for a draft or a scheduled one', async () => {
    const first = new Date('2025-06-01T09:00:00Z');
    const [live, draft, scheduled] = await seed([
      { blogUrl: 'live', publishAt: first },
      { blogUrl: 'draft', status: 'draft', publishAt: first },
      { blogUrl: 'scheduled', publishAt: new Date('2031-01-01T00:00:00Z') },
    ]);
    await saved({ id: live!.id, blog_url: 'live', state: 'published' });
    expect((await row(live!.id))!.publishAt).toEqual(first);

    const before = Date.now();
    await saved({ id: draft!.id, blog_url: 'draft', state: 'published' });
    await saved({ id: scheduled!.id, blog_url: 'scheduled', state: 'published' });
    for (const id of [draft!.id, scheduled!.id]) {
      const after = await row(id);
      expect(after!.status).toBe('published');
      expect(after!.publishAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(after!.publishAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('takes the Blog of the Week flag from a post saved as a draft or scheduled', async () => {
    const [asDraft, asScheduled, kept] = await seed([
      { blogUrl: 'a', isBlogOfWeek: true },
      { blogUrl: 'b', language: 'en', isBlogOfWeek: true },
      { blogUrl: 'c', language: 'en' },
    ]);
    await saved({ id: asDraft!.id, blog_url: 'a', state: 'draft' });
    expect(await row(asDraft!.id)).toMatchObject({ status: 'draft', isBlogOfWeek: false });
    await saved({
      id: asScheduled!.id,
      blog_url: 'b',
      language: 'en',
      state: 'scheduled',
      publish_at: '2031-03-01T09:00',
    });
    expect(await row(asScheduled!.id)).toMatchObject({ status: 'published', isBlogOfWeek: false });
    // A public post saved as published stays featured.
    await db().update(blogPosts).set({ isBlogOfWeek: true }).where(eq(blogPosts.id, kept!.id));
    await saved({ id: kept!.id, blog_url: 'c', language: 'en', state: 'published' });
    expect((await row(kept!.id))!.isBlogOfWeek).toBe(true);
  });
});

describe('savePost: the Blog of the Week changing language', () => {
  it('a featured post moved to the other language leaves the flag (the other keeps its own)', async () => {
    const [moving, english] = await seed([
      { blogUrl: 'moving', isBlogOfWeek: true },
      { blogUrl: 'featured-en', language: 'en', isBlogOfWeek: true },
    ]);
    expect(
      await save({ id: moving!.id, blog_url: 'moving', language: 'en', author: 'The Team' }),
    ).toMatchObject({ ok: true });
    expect(await row(moving!.id)).toMatchObject({ language: 'en', isBlogOfWeek: false });
    expect((await row(english!.id))!.isBlogOfWeek).toBe(true);
  });
});

describe('savePost and deletePost: pictures', () => {
  it('keeps a replaced picture while a revision of the post still shows it', async () => {
    const [old, next] = [await upload(), await upload()];
    expect(old.key).toMatch(/^blog-images\//);
    const data = await saved({ image_url: [old.url], image_alt: 'מכונה אדומה' });
    expect(await row(data.id)).toMatchObject({ imageUrl: old.url, imageAlt: 'מכונה אדומה' });
    await saved({ id: data.id, blog_url: data.blogUrl, image_url: [next.url] });
    expect((await row(data.id))!.imageUrl).toBe(next.url);
    // The first revision shows the old picture ("restore this version"): it stays until that
    // revision goes (then the uploads sweep, src/features/trash/purge.ts, removes it).
    expect(await storedKeys()).toContain(old.key);
    expect(await storedKeys()).toContain(next.key);
    await saved({ id: data.id, blog_url: data.blogUrl });
    expect((await row(data.id))!.imageUrl).toBeNull();
    expect(await storedKeys()).toContain(next.key);
  });

  it('refuses an image URL that is not a site path', async () => {
    expect(await save({ image_url: ['https://evil.example/x.jpg'] })).toMatchObject({
      ok: false,
      fieldErrors: { 'image_url.0': 'כתובת התמונה אינה תקינה' },
    });
  });
});

describe('deletePost', () => {
  it('moves the row to the trash with its SEO settings and redirects, keeps its upload; a second delete is "not found"', async () => {
    const picture = await upload();
    const [post, other] = await seed([{ blogUrl: 'doomed', imageUrl: picture.url }, {}]);
    await db()
      .insert(redirects)
      .values([
        { fromPath: '/blog/older', toPath: '/blog/doomed' },
        { fromPath: '/blog/unrelated', toPath: he(other!.blogUrl) },
      ]);
    await db()
      .insert(seoSettings)
      .values([
        { pagePath: '/blog/doomed', metaTitle: 'doomed' },
        { pagePath: `/blog/${other!.blogUrl}`, metaTitle: 'other' },
      ]);

    expect(await deletePost(null, { id: post!.id })).toMatchObject({
      ok: true,
      data: { id: post!.id },
    });
    expect(await row(post!.id)).toBeUndefined();
    expect(await redirectRows()).toEqual([['/blog/unrelated', he(other!.blogUrl)]]);
    expect(await seoTitles()).toEqual({ [`/blog/${other!.blogUrl}`]: 'other' });
    // Kept in the trash (src/features/trash) for 30 days, with its picture.
    const [entry] = await db().select().from(trash).where(eq(trash.entityId, post!.id));
    expect(entry).toMatchObject({ kind: 'post', deletedBy: expect.stringContaining('@') });
    expect(entry!.snapshot).toMatchObject({
      row: { id: post!.id, blog_url: 'doomed' },
      seo: [{ page_path: '/blog/doomed', meta_title: 'doomed' }],
      redirects: [{ from_path: '/blog/older', to_path: '/blog/doomed' }],
    });
    expect(await storedKeys()).toContain(picture.key);
    expect(updatedTags).toEqual(['blog', `blog-post:${post!.id}`, 'redirects', 'seo']);

    forgetUpdatedTags();
    expect(await deletePost(null, { id: post!.id })).toMatchObject({
      ok: false,
      message: T.notFound,
    });
    expect(updatedTags).toEqual([]);
    expect(await deletePost(null, { id: 'nope' })).toMatchObject({
      ok: false,
      fieldErrors: { id: T.invalid },
    });
    expect(await allPosts()).toHaveLength(1);
  });

  it('keeps a picture another post still shows', async () => {
    const picture = await upload();
    const [post] = await seed([
      { blogUrl: 'a', imageUrl: picture.url },
      { blogUrl: 'b', imageUrl: picture.url },
    ]);
    await deletePost(null, { id: post!.id });
    expect(await storedKeys()).toContain(picture.key);
  });
});

describe('setBlogOfWeek', () => {
  const flagged = async () =>
    (await db().select().from(blogPosts).where(eq(blogPosts.isBlogOfWeek, true)))
      .map((post) => post.blogUrl)
      .sort();

  it('flags exactly one post of the language; the other language keeps its own', async () => {
    const [a, b] = await seed([
      { blogUrl: 'he-a', isBlogOfWeek: true },
      { blogUrl: 'he-b' },
      { blogUrl: 'en-a', language: 'en', isBlogOfWeek: true },
    ]);
    expect(await setBlogOfWeek(null, { id: b!.id })).toMatchObject({ ok: true });
    expect(await flagged()).toEqual(['en-a', 'he-b']);
    expect(updatedTags).toEqual(['blog']);
    // Setting the one already featured changes nothing.
    expect(await setBlogOfWeek(null, { id: b!.id })).toMatchObject({ ok: true });
    expect(await flagged()).toEqual(['en-a', 'he-b']);
    expect(await setBlogOfWeek(null, { id: a!.id })).toMatchObject({ ok: true });
    expect(await flagged()).toEqual(['en-a', 'he-a']);
  });

  it('refuses a draft or a scheduled post with the notLive text and changes nothing', async () => {
    const [, draft, scheduled] = await seed([
      { blogUrl: 'live', isBlogOfWeek: true },
      { blogUrl: 'draft', status: 'draft' },
      { blogUrl: 'scheduled', publishAt: new Date(Date.now() + 3_600_000) },
    ]);
    for (const post of [draft!, scheduled!]) {
      expect(await setBlogOfWeek(null, { id: post.id })).toMatchObject({
        ok: false,
        message: T.notLive,
      });
    }
    expect(await flagged()).toEqual(['live']);
    expect(updatedTags).toEqual([]);
    expect(await setBlogOfWeek(null, { id: '00000000-0000-4000-8000-000000000000' })).toMatchObject(
      { ok: false, message: T.notFound },
    );
  });

  it('two admins featuring two posts of one language at once leave exactly one flagged, without error', async () => {
    const posts = await seed([{ blogUrl: 'p0' }, { blogUrl: 'p1' }, { blogUrl: 'p2' }]);
    const [p0, p1, p2] = posts.map((post) => post.id);
    const error = vi.spyOn(console, 'error');
    // Each round starts with one of the two (or a third post) featured.
    for (const [round, [x, y]] of [
      [p0, p1],
      [p1, p0],
      [p0, p1],
      [p2, p1],
      [p0, p2],
      [p1, p2],
      [p2, p0],
      [p0, p1],
    ].entries()) {
      const results = await Promise.all([
        setBlogOfWeek(null, { id: x! }),
        setBlogOfWeek(null, { id: y! }),
      ]);
      expect(results, `round ${round}`).toMatchObject([{ ok: true }, { ok: true }]);
      const now = await flagged();
      expect(now, `round ${round}`).toHaveLength(1);
      expect([
        `p${posts.findIndex((p) => p.id === x)}`,
        `p${posts.findIndex((p) => p.id === y)}`,
      ]).toContain(now[0]);
    }
    expect(error).not.toHaveBeenCalled();
  });
});

describe('admin reads', () => {
  it('list every post of a language with its state, count both languages, read one post', async () => {
    const [live, draft, scheduled] = await seed([
      { blogUrl: 'live' },
      { blogUrl: 'draft', status: 'draft' },
      { blogUrl: 'scheduled', publishAt: new Date(Date.now() + 3_600_000) },
      { blogUrl: 'english', language: 'en' },
    ]);
    const listed = await listAdminPosts('he');
    expect(Object.fromEntries(listed.map((post) => [post.blogUrl, post.state]))).toEqual({
      live: 'published',
      draft: 'draft',
      scheduled: 'scheduled',
    });
    expect(await countAdminPosts()).toEqual({ he: 3, en: 1 });
    for (const post of [live!, draft!, scheduled!])
      expect((await getAdminPost(post.id))?.blogUrl).toBe(post.blogUrl);
    expect(await getAdminPost('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await getAdminPost('not-an-id')).toBeNull();
  });
});
