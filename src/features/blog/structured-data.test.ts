import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '@/db/schema';
import { localizePost } from './localize';
import { blogPostingJsonLd } from './structured-data';

const row: BlogPost = {
  id: '6f1c2a52-8c1f-4b53-9d55-0a4a0f6d1c11',
  twinId: null,
  blogUrl: 'איך-בוחרים',
  language: 'he',
  title: 'כותרת',
  titleEn: null,
  subtitle: null,
  subtitleEn: null,
  excerpt: 'תקציר',
  excerptEn: null,
  content: 'תוכן',
  contentEn: null,
  category: 'מדריכים',
  categoryEn: null,
  author: 'דניאל',
  authorEn: null,
  imageUrl: '/images/blog/a.webp',
  publishedDate: '2025-03-15',
  isBlogOfWeek: false,
  bulletPoints: null,
  bulletPointsEn: null,
  internalLinks: null,
  externalLinks: null,
  internalLikes: 0,
  externalLikes: 0,
  keywords: null,
  createdAt: new Date('2025-03-15T10:00:00Z'),
  updatedAt: new Date('2025-03-16T10:00:00Z'),
  imageAlt: null,
  status: 'published',
  publishAt: new Date('2025-03-15T10:00:00Z'),
};

describe('blogPostingJsonLd', () => {
  beforeEach(() => vi.stubEnv('SITE_URL', 'https://autopizza.example'));
  afterEach(() => vi.unstubAllEnvs());

  it('describes the post with absolute URLs', () => {
    const data = blogPostingJsonLd(localizePost(row, 'he'), 'he');
    const url = `https://autopizza.example/blog/${encodeURIComponent('איך-בוחרים')}`;
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'כותרת',
      description: 'תקציר',
      image: ['https://autopizza.example/images/blog/a.webp'],
      author: { '@type': 'Person', name: 'דניאל' },
      datePublished: '2025-03-15',
      dateModified: '2025-03-16T10:00:00.000Z',
      inLanguage: 'he',
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    });
  });

  it('names the site as author when the post names none, and leaves out what is missing', () => {
    const post = localizePost({ ...row, author: ' ', excerpt: null, imageUrl: null }, 'en');
    const data = blogPostingJsonLd(post, 'en');
    expect(data.author).toEqual({ '@type': 'Organization', name: data.publisher.name });
    expect(data.url).toBe(`https://autopizza.example/en/blog/${encodeURIComponent('איך-בוחרים')}`);
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
  });
});
