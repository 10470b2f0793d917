import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/db/schema/blog-posts';
import { toLocalInput } from '@/lib/site-time';
import { blogPostSchema } from '../../../schemas';
import { editedPost, newPostValues, postValues, valuesFromRecord } from './form-values';

// The schema checks a scheduled time against the real clock: keep the post's ahead of it.
const NOW = new Date();
const TOMORROW = new Date(Math.floor(NOW.getTime() / 60_000) * 60_000 + 86_400_000);

const post: BlogPost = {
  id: '5b1c1f0e-8f5d-4a51-9d53-2f1f7a3b9c11',
  twinId: null,
  blogUrl: 'איך-בוחרים-מיקום',
  language: 'he',
  title: 'איך בוחרים מיקום',
  titleEn: 'Choosing a location',
  subtitle: null,
  subtitleEn: null,
  excerpt: 'תקציר',
  excerptEn: null,
  content: 'פסקה **מודגשת**\nפסקה שנייה',
  contentEn: null,
  category: 'מדריכים',
  categoryEn: 'Guides',
  author: 'צוות אוטופיצה',
  authorEn: null,
  imageUrl: '/uploads/blog-images/1700000000000-ab12.jpg',
  imageAlt: null,
  publishedDate: '2026-02-10',
  isBlogOfWeek: true,
  status: 'published',
  publishAt: TOMORROW,
  bulletPoints: ['אחת', 'שתיים'],
  bulletPointsEn: null,
  internalLinks: ['/contact'],
  externalLinks: [{ title: 'מדריך', url: 'https://example.com/guide' }],
  internalLikes: 4,
  externalLikes: 0,
  keywords: null,
  createdAt: NOW,
  updatedAt: NOW,
};

describe('the blog form values', () => {
  it('of a saved post pass the form schema and give the post back', () => {
    const values = postValues(post, NOW);
    // Scheduled (its publish time is ahead): the time in Israel, as the input takes it.
    expect(values).toMatchObject({ state: 'scheduled', publish_at: toLocalInput(TOMORROW) });
    const input = blogPostSchema.parse({ id: post.id, ...values });
    expect(input).toMatchObject({
      id: post.id,
      blogUrl: post.blogUrl,
      generatedSlug: false,
      title: post.title,
      titleEn: post.titleEn,
      subtitle: null,
      content: post.content,
      categoryEn: post.categoryEn,
      imageUrl: post.imageUrl,
      bulletPoints: post.bulletPoints,
      internalLinks: post.internalLinks,
      externalLinks: post.externalLinks,
      keywords: null,
      internalLikes: 4,
      publishAt: post.publishAt,
    });
    expect(editedPost(post, NOW)).toEqual({
      id: post.id,
      language: 'he',
      blogUrl: post.blogUrl,
      live: false,
      isBlogOfWeek: true,
      // The row's version, sent back with the save so a colleague's newer save is not undone.
      version: post.updatedAt.toISOString(),
    });
  });

  it('of a new post: the language, its team as author, today, published on save', () => {
    expect(
      newPostValues('en', { author: 'The AutoPizza Team', today: '2026-03-01' }),
    ).toMatchObject({
      language: 'en',
      author: 'The AutoPizza Team',
      published_date: '2026-03-01',
      state: 'published',
      internal_likes: '0',
      bullet_points: [],
      image_url: [],
    });
  });

  it('from a restored copy: only the form’s fields, of the right kind', () => {
    const fallback = postValues(post, NOW);
    const values = valuesFromRecord(
      {
        language: 'en',
        state: 'nonsense',
        title: 'Restored',
        bullet_points: ['x', 3, ''],
        keywords: 'not a list',
        unknown: 'ignored',
      },
      fallback,
    );
    expect(values.language).toBe('en');
    expect(values.state).toBe(fallback.state);
    expect(values.title).toBe('Restored');
    expect(values.bullet_points).toEqual(['x', '']);
    // Not sent (an English post's version fields): kept as they were.
    expect(values.title_en).toBe('Choosing a location');
    expect(values.keywords).toEqual(fallback.keywords);
    // No picture input sent: no picture.
    expect(values.image_url).toEqual([]);
    expect(values).not.toHaveProperty('unknown');
  });
});
