import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blogPosts, type BlogPost, type NewBlogPost } from '@/db/schema';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import { findPost, getBlogPost, getBlogPosts, getRelatedPosts, readPosts } from './queries';

/**
 * The public blog reads against a real PostgreSQL: visitors get live posts only. Drafts and
 * scheduled posts (published, publish time still ahead) are in no list, post, related block or
 * sitemap (which reads getBlogPosts), until a scheduled post's time has come.
 */
vi.mock('next/cache', async () => ({
  ...(await import('../../../tests/setup/next-cache')),
  // The reads are 'use cache' functions; called directly here, each call reads the database.
  cacheTag: () => {},
  cacheLife: () => {},
}));

const app = withAppUnderTest();
const db = () => app.db;

const HOUR = 3_600_000;

let live: BlogPost, older: BlogPost, draft: BlogPost, scheduled: BlogPost, english: BlogPost;

beforeEach(async () => {
  await db().delete(blogPosts);
  const post = (row: Partial<NewBlogPost> & Pick<NewBlogPost, 'blogUrl'>): NewBlogPost => ({
    language: 'he',
    title: row.blogUrl,
    category: 'מכונות',
    author: 'צוות אוטופיצה',
    publishedDate: '2026-01-01',
    publishAt: new Date(Date.now() - HOUR),
    ...row,
  });
  const rows = await db()
    .insert(blogPosts)
    .values([
      post({ blogUrl: 'live', publishedDate: '2026-02-01' }),
      post({ blogUrl: 'older', publishedDate: '2025-12-01', category: 'אחר' }),
      // Newer than the live ones and in the same category: first in line if they leaked.
      post({ blogUrl: 'draft', status: 'draft', publishedDate: '2026-03-01' }),
      post({
        blogUrl: 'scheduled',
        publishedDate: '2026-03-02',
        publishAt: new Date(Date.now() + HOUR),
      }),
      post({ blogUrl: 'english', language: 'en' }),
    ])
    .returning();
  [live, older, draft, scheduled, english] = rows as [
    BlogPost,
    BlogPost,
    BlogPost,
    BlogPost,
    BlogPost,
  ];
});

const slugs = (rows: { blogUrl: string }[]) => rows.map((row) => row.blogUrl);

describe('public blog reads', () => {
  it('list only the live posts of the language, newest published_date first', async () => {
    expect(slugs(await getBlogPosts('he'))).toEqual(['live', 'older']);
    expect(slugs(await getBlogPosts('en'))).toEqual(['english']);
    expect((await readPosts('he')).map((post) => post.slug)).toEqual(['live', 'older']);
  });

  it('find no draft or scheduled post, by slug or by id', async () => {
    for (const hidden of [draft, scheduled]) {
      expect(await getBlogPost(hidden.blogUrl, 'he'), hidden.blogUrl).toBeNull();
      expect(await getBlogPost(hidden.id, 'he'), hidden.blogUrl).toBeNull();
      expect(await findPost('he', hidden.blogUrl), hidden.blogUrl).toBeNull();
    }
    expect((await getBlogPost('live', 'he'))?.id).toBe(live.id);
    expect((await getBlogPost(live.id, 'he'))?.id).toBe(live.id);
    // A post lives in its own language only.
    expect(await getBlogPost('english', 'he')).toBeNull();
  });

  it('relate no draft or scheduled post, from the category or as filling', async () => {
    // The category has the draft and the scheduled post only: the filling is the older live one.
    expect(slugs(await getRelatedPosts(live))).toEqual(['older']);
    expect(slugs(await getRelatedPosts(older))).toEqual(['live']);
    // Even seen from a hidden post, only live posts come back.
    expect(slugs(await getRelatedPosts(draft))).toEqual(['live', 'older']);
  });

  it('with fewer than 3 in the category, relate the newest 3 of the language instead (spec call 8)', async () => {
    // 'older' joins live's category (its one other post there) and three newer live posts sit
    // in other categories: the block is the newest 3, not 'older' first with two others after it.
    await db()
      .insert(blogPosts)
      .values(
        ['2026-04-01', '2026-04-02', '2026-04-03'].map((publishedDate, i) => ({
          language: 'he' as const,
          blogUrl: `newer-${i}`,
          title: `newer-${i}`,
          category: `קטגוריה ${i}`,
          author: 'צוות אוטופיצה',
          publishedDate,
          publishAt: new Date(Date.now() - HOUR),
        })),
      );
    await db().update(blogPosts).set({ category: live.category }).where(eq(blogPosts.id, older.id));
    expect(slugs(await getRelatedPosts(live))).toEqual(['newer-2', 'newer-1', 'newer-0']);
  });

  it('show a scheduled post once its publish time has passed, and a draft never', async () => {
    await db()
      .update(blogPosts)
      .set({ publishAt: new Date(Date.now() - 60_000) })
      .where(eq(blogPosts.id, scheduled.id));
    await db()
      .update(blogPosts)
      .set({ publishAt: new Date(Date.now() - 60_000) })
      .where(eq(blogPosts.id, draft.id));
    expect(slugs(await getBlogPosts('he'))).toEqual(['scheduled', 'live', 'older']);
    expect((await getBlogPost('scheduled', 'he'))?.id).toBe(scheduled.id);
    expect((await getBlogPost(scheduled.id, 'he'))?.id).toBe(scheduled.id);
    expect(slugs(await getRelatedPosts(live))).toEqual(['scheduled', 'older']);
    expect(await getBlogPost('draft', 'he')).toBeNull();
    expect(slugs(await getBlogPosts('en'))).toEqual([english.blogUrl]);
  });
});
