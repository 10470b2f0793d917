import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/db/schema';
import {
  featuredPost,
  localizePost,
  normalizeExternalLink,
  postPath,
  postSlug,
  publishedAt,
  renderableExternalLinks,
} from './localize';

const base: BlogPost = {
  id: '6f1c2a52-8c1f-4b53-9d55-0a4a0f6d1c11',
  twinId: null,
  blogUrl: 'post',
  language: 'he',
  title: 'כותרת',
  titleEn: 'Title',
  subtitle: null,
  subtitleEn: 'Subtitle',
  excerpt: 'תקציר',
  excerptEn: '  ',
  content: 'תוכן',
  contentEn: null,
  category: 'מדריכים',
  categoryEn: 'Guides',
  author: 'צוות',
  authorEn: null,
  imageUrl: ' ',
  publishedDate: '2025-03-15',
  isBlogOfWeek: false,
  bulletPoints: ['אחת', ' ', 'שתיים'],
  bulletPointsEn: [],
  internalLinks: null,
  externalLinks: null,
  internalLikes: 3,
  externalLikes: 0,
  keywords: null,
  createdAt: new Date('2025-03-15T10:00:00Z'),
  updatedAt: new Date('2025-03-16T10:00:00Z'),
  imageAlt: null,
  status: 'published',
  publishAt: new Date('2025-03-15T10:00:00Z'),
};

describe('localizePost', () => {
  it('uses the base fields on Hebrew pages', () => {
    const post = localizePost(base, 'he');
    expect(post.title).toBe('כותרת');
    expect(post.subtitle).toBe('');
    expect(post.category).toBe('מדריכים');
    expect(post.bulletPoints).toEqual(['אחת', 'שתיים']);
    expect(post.imageUrl).toBeNull();
  });

  it('prefers the English fields on English pages, falling back to the base ones', () => {
    const post = localizePost(base, 'en');
    expect(post.title).toBe('Title');
    expect(post.subtitle).toBe('Subtitle');
    expect(post.excerpt).toBe('תקציר');
    expect(post.content).toBe('תוכן');
    expect(post.category).toBe('Guides');
    expect(post.author).toBe('צוות');
    expect(post.bulletPoints).toEqual(['אחת', 'שתיים']);
    expect(localizePost({ ...base, bulletPointsEn: ['one'] }, 'en').bulletPoints).toEqual(['one']);
  });
});

describe('external links', () => {
  it('keeps well-formed http(s) links, trimmed', () => {
    expect(normalizeExternalLink({ title: ' Tax ', url: ' https://gov.il/x ' })).toEqual({
      title: 'Tax',
      url: 'https://gov.il/x',
    });
  });

  it.each([
    null,
    'https://gov.il',
    42,
    ['https://gov.il'],
    {},
    { title: 'x' },
    { url: 'https://gov.il' },
    { title: ' ', url: 'https://gov.il' },
    { title: 'x', url: '' },
    { title: 'x', url: 'javascript:alert(1)' },
    { title: 'x', url: 'data:text/html,x' },
    { title: 'x', url: '/relative' },
    { title: 'x', url: 'not a url' },
    { title: 7, url: 'https://gov.il' },
  ])('turns %j into an empty link', (entry) => {
    expect(normalizeExternalLink(entry)).toEqual({ title: '', url: '' });
  });

  it('leaves malformed entries out of the rendered list', () => {
    expect(
      renderableExternalLinks([
        { title: 'A', url: 'https://a.example' },
        { title: 'B', url: 'javascript:x' },
        'junk',
        { title: 'C', url: 'http://c.example/' },
      ]),
    ).toEqual([
      { title: 'A', url: 'https://a.example' },
      { title: 'C', url: 'http://c.example/' },
    ]);
    expect(renderableExternalLinks(null)).toEqual([]);
    expect(renderableExternalLinks({ title: 'A', url: 'https://a.example' })).toEqual([]);
  });
});

describe('featuredPost', () => {
  it('is the first flagged post, else the newest (the first)', () => {
    const posts = [
      { id: 'new', isBlogOfWeek: false },
      { id: 'flagged', isBlogOfWeek: true },
      { id: 'old', isBlogOfWeek: true },
    ];
    expect(featuredPost(posts)?.id).toBe('flagged');
    expect(featuredPost(posts.map((p) => ({ ...p, isBlogOfWeek: false })))?.id).toBe('new');
    expect(featuredPost([])).toBeUndefined();
  });
});

describe('helpers', () => {
  it('keeps the published day in any time zone', () => {
    const date = publishedAt('2025-03-15');
    expect(
      new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jerusalem', dateStyle: 'long' }).format(
        date,
      ),
    ).toBe('March 15, 2025');
    expect(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Los_Angeles',
        dateStyle: 'medium',
      }).format(date),
    ).toBe('Mar 15, 2025');
  });

  it('links a post by its encoded blog_url', () => {
    expect(postPath(postSlug({ blogUrl: 'איך-בוחרים', id: 'x' }))).toBe(
      `/blog/${encodeURIComponent('איך-בוחרים')}`,
    );
    expect(postPath(postSlug({ blogUrl: '', id: 'abc' }))).toBe('/blog/abc');
  });
});
