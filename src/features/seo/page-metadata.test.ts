import { eq } from 'drizzle-orm';
import type { Metadata } from 'next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blogPosts, seoSettings, type NewBlogPost, type NewSeoSetting } from '@/db/schema';
import { postHead } from '@/features/blog/metadata';
import { siteUrl } from '@/lib/site-url';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import { headMetadata, robotsValue, staticPageHead } from './page-metadata';

/**
 * Every public page's head against a real PostgreSQL: the page's own defaults when no SEO
 * settings exist, exactly the settings' values when an admin saved some for its public path;
 * robots rules; hreflang with x-default, blog twins; complete Open Graph and Twitter tags.
 */
// The reads are 'use cache' functions; called directly here, each call reads the database.
vi.mock('next/cache', () =>
  import('../../../tests/setup/admin-action-harness').then((h) => h.uncachedNextCache()),
);
vi.mock('next-intl/server', () => import('../../../tests/setup/next-intl-server'));

const app = withAppUnderTest();
const url = (path: string) => `${siteUrl()}${path}`;

beforeEach(async () => {
  await app.db.delete(seoSettings);
  await app.db.delete(blogPosts);
});

const aboutHead = async (locale: 'he' | 'en' = 'en') =>
  headMetadata(await staticPageHead('about', locale));
/** What an admin saves in the SEO dialog for the English about page. */
const saveAboutSettings = (settings: Omit<NewSeoSetting, 'pagePath'>) =>
  app.db.insert(seoSettings).values({ pagePath: '/en/about', ...settings });

type Og = {
  type: string;
  locale: string;
  alternateLocale?: string[];
  siteName: string;
  url: string;
};
const og = (metadata: Metadata) =>
  metadata.openGraph as unknown as Og & {
    title: string;
    description: string;
    images: { url: string; width?: number; height?: number; alt: string }[];
  };
const twitter = (metadata: Metadata) =>
  metadata.twitter as unknown as {
    card: string;
    title: string;
    description: string;
    images: { url: string }[];
  };

describe('a page without SEO settings', () => {
  it('shows its own title, description, canonical, robots and languages', async () => {
    const head = await aboutHead();
    expect(head.title).toEqual({
      absolute: 'About Us – Automatic Pizza and Beverage Machines | AutoPizza',
    });
    expect(head.description).toMatch(/^Meet AutoPizza/);
    expect(head.robots).toBe('index, follow, max-image-preview:large');
    expect(head.alternates).toEqual({
      canonical: url('/en/about'),
      languages: { he: url('/about'), en: url('/en/about'), 'x-default': url('/about') },
    });
  });

  it('has the complete Open Graph and Twitter set, with the picture’s size', async () => {
    const head = await aboutHead();
    expect(og(head)).toMatchObject({
      type: 'website',
      url: url('/en/about'),
      title: 'About Us – Automatic Pizza and Beverage Machines | AutoPizza',
      siteName: 'AutoPizza',
      locale: 'en_US',
      alternateLocale: ['he_IL'],
      images: [
        {
          url: url('/images/og-default.webp'),
          width: 1200,
          height: 630,
          alt: 'About Us – Automatic Pizza and Beverage Machines | AutoPizza',
        },
      ],
    });
    expect(twitter(head)).toMatchObject({
      card: 'summary_large_image',
      title: 'About Us – Automatic Pizza and Beverage Machines | AutoPizza',
      description: og(head).description,
      images: [{ url: url('/images/og-default.webp') }],
    });
    const hebrew = await aboutHead('he');
    expect(og(hebrew)).toMatchObject({ locale: 'he_IL', alternateLocale: ['en_US'] });
    expect(og(hebrew).siteName).toBe('אוטופיצה');
  });
});

describe('a page with SEO settings', () => {
  it('shows exactly the saved values; the missing ones fall back', async () => {
    await saveAboutSettings({
      metaTitle: 'Who we are – the AutoPizza story',
      metaDescription: 'The people and machines behind AutoPizza.',
      metaKeywords: 'autopizza, about, vending',
      ogImage: '/images/machines/lobby-1.webp',
      canonicalUrl: 'https://example.com/about-us',
      robots: 'noindex, nofollow',
    });
    const head = await aboutHead();
    expect(head.title).toEqual({ absolute: 'Who we are – the AutoPizza story' });
    expect(head.description).toBe('The people and machines behind AutoPizza.');
    expect(head.keywords).toEqual(['autopizza', 'about', 'vending']);
    expect(head.robots).toBe('noindex, nofollow');
    expect(head.alternates?.canonical).toBe('https://example.com/about-us');
    expect(og(head)).toMatchObject({
      url: 'https://example.com/about-us',
      title: 'Who we are – the AutoPizza story',
      description: 'The people and machines behind AutoPizza.',
      images: [{ url: url('/images/machines/lobby-1.webp') }],
    });
    expect(og(head).images[0]!.width).toBeGreaterThan(0);
    // Twitter falls back to Open Graph.
    expect(twitter(head)).toMatchObject({
      title: 'Who we are – the AutoPizza story',
      images: [{ url: url('/images/machines/lobby-1.webp') }],
    });
    // The Hebrew page has no settings: its defaults.
    expect((await aboutHead('he')).title).toEqual({
      absolute: 'אודותינו – מכונות פיצה ומשקאות אוטומטיות | אוטופיצה',
    });
  });

  it('takes the row’s own Open Graph and Twitter texts', async () => {
    await saveAboutSettings({
      metaTitle: 'Meta title',
      ogTitle: 'OG title',
      ogDescription: 'OG description',
      twitterTitle: 'Twitter title',
      twitterDescription: 'Twitter description',
      twitterImage: '/images/machines/lobby-2.webp',
    });
    const head = await aboutHead();
    expect(og(head)).toMatchObject({ title: 'OG title', description: 'OG description' });
    expect(twitter(head)).toMatchObject({
      title: 'Twitter title',
      description: 'Twitter description',
      images: [{ url: url('/images/machines/lobby-2.webp') }],
    });
  });
});

describe('robots', () => {
  it('defaults to indexing with large image previews', () => {
    expect(robotsValue(undefined)).toBe('index, follow, max-image-preview:large');
    expect(robotsValue('  ')).toBe('index, follow, max-image-preview:large');
    expect(robotsValue(null, true)).toBe('noindex, follow');
  });

  it('keeps an admin’s value, adding large previews only when it allows indexing', () => {
    expect(robotsValue('index, follow')).toBe('index, follow, max-image-preview:large');
    expect(robotsValue('index, nofollow')).toBe('index, nofollow, max-image-preview:large');
    expect(robotsValue('noindex, follow')).toBe('noindex, follow');
    expect(robotsValue('none')).toBe('none');
    expect(robotsValue('index, max-image-preview:standard')).toBe(
      'index, max-image-preview:standard',
    );
  });
});

describe('blog posts and their twins', () => {
  const post = (row: Partial<NewBlogPost> & Pick<NewBlogPost, 'blogUrl' | 'language'>) => ({
    title: `Post ${row.blogUrl}`,
    category: 'News',
    author: 'AutoPizza',
    publishedDate: '2026-01-01',
    publishAt: new Date(Date.now() - 3_600_000),
    ...row,
  });

  it('a post without a twin: itself in its one language and as x-default', async () => {
    await app.db.insert(blogPosts).values(post({ blogUrl: 'alone', language: 'en' }));
    const head = await headMetadata((await postHead('en', 'alone'))!);
    expect(head.alternates).toEqual({
      canonical: url('/en/blog/alone'),
      languages: { en: url('/en/blog/alone'), 'x-default': url('/en/blog/alone') },
    });
    expect(og(head)).toMatchObject({ type: 'article', locale: 'en_US' });
    expect(og(head).alternateLocale).toBeUndefined();
  });

  it('twins announce each other, x-default the Hebrew one', async () => {
    const [he] = await app.db
      .insert(blogPosts)
      .values(post({ blogUrl: 'מאמר', language: 'he' }))
      .returning();
    const [en] = await app.db
      .insert(blogPosts)
      .values(post({ blogUrl: 'article', language: 'en', twinId: he!.id }))
      .returning();
    await app.db.update(blogPosts).set({ twinId: en!.id }).where(eq(blogPosts.id, he!.id));
    const languages = {
      he: url(`/blog/${encodeURIComponent('מאמר')}`),
      en: url('/en/blog/article'),
      'x-default': url(`/blog/${encodeURIComponent('מאמר')}`),
    };
    const english = await headMetadata((await postHead('en', 'article'))!);
    const hebrew = await headMetadata((await postHead('he', encodeURIComponent('מאמר')))!);
    expect(english.alternates?.languages).toEqual(languages);
    expect(hebrew.alternates?.languages).toEqual(languages);
    expect(og(english).alternateLocale).toEqual(['he_IL']);
  });

  it('a twin that is not public is not announced', async () => {
    const [draft] = await app.db
      .insert(blogPosts)
      .values(post({ blogUrl: 'טיוטה', language: 'he', status: 'draft' }))
      .returning();
    await app.db
      .insert(blogPosts)
      .values(post({ blogUrl: 'public', language: 'en', twinId: draft!.id }));
    const head = await headMetadata((await postHead('en', 'public'))!);
    expect(head.alternates?.languages).toEqual({
      en: url('/en/blog/public'),
      'x-default': url('/en/blog/public'),
    });
  });

  it('a post head carries its article dates, section and a title within 60 characters', async () => {
    await app.db.insert(blogPosts).values(
      post({
        blogUrl: 'long',
        language: 'en',
        title: 'How Much Can You Really Earn from an Automatic Pizza Machine in Israel Today?',
        excerpt: 'x '.repeat(200),
        keywords: ['pizza', 'income'],
      }),
    );
    const head = await headMetadata((await postHead('en', 'long'))!);
    const title = (head.title as { absolute: string }).absolute;
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toMatch(/^How Much Can You Really Earn/);
    expect((head.description as string).length).toBeLessThanOrEqual(160);
    expect(head.keywords).toEqual(['pizza', 'income']);
    expect(og(head)).toMatchObject({
      type: 'article',
      publishedTime: '2026-01-01',
      section: 'News',
      tags: ['pizza', 'income'],
    });
  });

  it('an unknown post has no head', async () => {
    expect(await postHead('en', 'nothing-here')).toBeNull();
  });
});
