import { describe, expect, it, vi } from 'vitest';
import { blogPosts, trash } from '@/db/schema';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { getAdminPostsPage } from './admin-queries';
import { parsePostListFilters, POSTS_PAGE_SIZE, postListSearch } from './post-list-filters';

/**
 * The blog dashboard's view: its URL (lenient parsing, fixed order) and its read (language,
 * title search, state, paging — all in SQL) against a real database. (Anonymous and non-admin
 * callers: the authorization matrix test.)
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const { db } = adminActionHarness({ clear: [trash, blogPosts] });
const NOW = new Date('2026-03-10T12:00:00Z');

type Seed = {
  title: string;
  language?: 'he' | 'en';
  status?: 'draft' | 'published';
  publishAt?: Date;
};

async function seed(...posts: Seed[]) {
  await db()
    .insert(blogPosts)
    .values(
      posts.map((post, i) => ({
        blogUrl: `post-${i}-${post.title.length}`,
        language: post.language ?? ('he' as const),
        title: post.title,
        category: 'חדשות',
        author: 'צוות',
        publishedDate: '2026-01-01',
        status: post.status ?? ('published' as const),
        publishAt: post.publishAt ?? new Date('2026-01-01T09:00:00Z'),
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
}

describe('the blog list URL', () => {
  it('reads leniently and writes in a fixed order', () => {
    expect(parsePostListFilters({ lang: 'fr', state: 'gone', q: '  ', page: '0' })).toEqual({
      lang: 'he',
    });
    const filters = parsePostListFilters(
      new URLSearchParams('page=2&state=draft&q=%20פיצה%20&lang=en'),
    );
    expect(filters).toEqual({ lang: 'en', q: 'פיצה', state: 'draft', page: 2 });
    expect(postListSearch(filters)).toBe(
      `?lang=en&q=${encodeURIComponent('פיצה')}&state=draft&page=2`,
    );
    expect(postListSearch({ lang: 'he' })).toBe('');
  });
});

describe('getAdminPostsPage', () => {
  it('filters language, title and state in SQL', async () => {
    await seed(
      { title: 'מכונת פיצה חדשה' },
      { title: 'טיוטה על פיצה', status: 'draft' },
      { title: 'פיצה מתוזמנת', publishAt: new Date('2026-04-01T09:00:00Z') },
      { title: 'Pizza news', language: 'en' },
    );
    const titles = async (filters: Parameters<typeof getAdminPostsPage>[0]) =>
      (await getAdminPostsPage(filters, NOW)).rows.map((row) => row.title).sort();

    expect(await titles({ lang: 'he' })).toHaveLength(3);
    expect(await titles({ lang: 'en' })).toEqual(['Pizza news']);
    expect(await titles({ lang: 'en', q: 'PIZZA' })).toEqual(['Pizza news']);
    expect(await titles({ lang: 'he', state: 'draft' })).toEqual(['טיוטה על פיצה']);
    expect(await titles({ lang: 'he', state: 'scheduled' })).toEqual(['פיצה מתוזמנת']);
    expect(await titles({ lang: 'he', state: 'published' })).toEqual(['מכונת פיצה חדשה']);
    expect(await titles({ lang: 'he', q: 'טיוטה' })).toEqual(['טיוטה על פיצה']);
    expect((await getAdminPostsPage({ lang: 'he', q: '_' }, NOW)).total).toBe(0);
    const [scheduled] = (await getAdminPostsPage({ lang: 'he', state: 'scheduled' }, NOW)).rows;
    expect(scheduled!.state).toBe('scheduled');
  });

  it('pages by POSTS_PAGE_SIZE, newest first', async () => {
    await seed(...Array.from({ length: POSTS_PAGE_SIZE + 1 }, (_, i) => ({ title: `פוסט ${i}` })));
    const first = await getAdminPostsPage({ lang: 'he' }, NOW);
    expect(first).toMatchObject({ total: POSTS_PAGE_SIZE + 1, page: 1, pageCount: 2 });
    expect(first.rows[0]!.title).toBe(`פוסט ${POSTS_PAGE_SIZE}`);
    const second = await getAdminPostsPage({ lang: 'he', page: 5 }, NOW);
    expect(second.page).toBe(2);
    expect(second.rows.map((row) => row.title)).toEqual(['פוסט 0']);
  });
});
