import { and, eq, lte, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { STATIC_PAGES } from '@/config/static-pages';
import { blogPosts, machines, products, rentalMachines } from '@/db/schema';
import { seedDatabase } from '@/db/seed';
import { HEAD_LIMITS, MIN_TITLE_LENGTH } from '@/lib/page-head';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import { listSitePages, type SitePage } from './site-pages';

/**
 * The list of every public page (the sitemap's, the SEO dashboard's) against the demo content
 * in a real PostgreSQL: both languages of every fixed page and active row, live posts in their
 * own language, never a draft, a scheduled post or an inactive row; every default head within
 * the lengths search engines show.
 */
// The reads are 'use cache' functions; called directly here, each call reads the database.
vi.mock('next/cache', () =>
  import('../../../tests/setup/admin-action-harness').then((h) => h.uncachedNextCache()),
);
vi.mock('next-intl/server', () => import('../../../tests/setup/next-intl-server'));

const app = withAppUnderTest();
const HOUR = 3_600_000;
/** The shortest description search engines show in full (issue 36's audit). */
const MIN_DESCRIPTION_LENGTH = 120;

let pages: SitePage[];
beforeAll(async () => {
  await seedDatabase(app.db);
  // What must never be listed: an inactive product, a draft and a scheduled post.
  const [product] = await app.db.select().from(products).limit(1);
  await app.db.insert(products).values({
    ...product!,
    id: undefined,
    slugHe: 'מוצר-מוסתר',
    slugEn: 'hidden-product',
    nameHe: 'מוצר מוסתר',
    isActive: false,
  });
  const post = {
    language: 'he' as const,
    title: 'טיוטה',
    category: 'חדשות',
    author: 'צוות',
    publishedDate: '2026-01-01',
  };
  await app.db.insert(blogPosts).values([
    { ...post, blogUrl: 'draft-post', status: 'draft' },
    { ...post, blogUrl: 'scheduled-post', publishAt: new Date(Date.now() + HOUR) },
  ]);
  pages = await listSitePages();
});

const count = (category: SitePage['category'], locale?: 'he' | 'en') =>
  pages.filter((page) => page.category === category && (!locale || page.locale === locale)).length;

describe('listSitePages', () => {
  it('lists every fixed page and every active product, rental and location in both languages', async () => {
    const db = app.db;
    const active = {
      products: (await db.select().from(products).where(eq(products.isActive, true))).length,
      rentals: (await db.select().from(rentalMachines).where(eq(rentalMachines.isActive, true)))
        .length,
      locations: (await db.select().from(machines).where(eq(machines.status, 'active'))).length,
    };
    expect(active).toEqual({ products: 3, rentals: 3, locations: 7 });
    const fixed = Object.keys(STATIC_PAGES).length;
    for (const locale of ['he', 'en'] as const) {
      expect(count('pages', locale)).toBe(fixed);
      expect(count('products', locale)).toBe(active.products);
      expect(count('rentals', locale)).toBe(active.rentals);
      expect(count('locations', locale)).toBe(active.locations);
    }
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/en', '/en/about', '/privacy', '/en/privacy']),
    );
    // One entry per path.
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it('lists the live posts in their own language only, never a draft or a scheduled post', async () => {
    const live = await app.db
      .select()
      .from(blogPosts)
      .where(and(eq(blogPosts.status, 'published'), lte(blogPosts.publishAt, sql`now()`)));
    expect(live).toHaveLength(12);
    for (const locale of ['he', 'en'] as const) {
      const own = live.filter((post) => post.language === locale);
      expect(count('posts', locale)).toBe(own.length);
      for (const post of own) {
        const prefix = locale === 'en' ? '/en' : '';
        expect(pages.some((page) => page.path === `${prefix}/blog/${post.blogUrl}`)).toBe(true);
      }
    }
    const paths = pages.map((page) => page.path);
    expect(paths).not.toContain('/blog/draft-post');
    expect(paths).not.toContain('/blog/scheduled-post');
    expect(
      paths.some((path) => path.includes('hidden-product') || path.includes('מוצר-מוסתר')),
    ).toBe(false);
    expect(paths.some((path) => path.startsWith('/admin'))).toBe(false);
  });

  it('gives every demo page a default title of 30–60 and a description of 120–160 characters', () => {
    // Issue 36: the demo content itself fits (titles are never cut mid-phrase to get there).
    const outside = pages.filter(
      (page) =>
        page.title.length < MIN_TITLE_LENGTH ||
        page.title.length > HEAD_LIMITS.title ||
        page.description.length < MIN_DESCRIPTION_LENGTH ||
        page.description.length > HEAD_LIMITS.description,
    );
    expect(outside.map((page) => [page.path, page.title.length, page.description.length])).toEqual(
      [],
    );
    for (const page of pages) {
      expect(page.title.trim()).not.toBe('');
      expect(page.description.trim()).not.toBe('');
    }
  });

  it('keeps the brand suffix where it fits and the fixed pages’ own texts', () => {
    const about = pages.find((page) => page.path === '/en/about')!;
    expect(about.title).toBe('About Us – Automatic Pizza and Beverage Machines | AutoPizza');
    const home = pages.find((page) => page.path === '/en')!;
    expect(home.title).toBe('AutoPizza | Automatic pizza machines: sale, rent, franchise');
  });

  it('gives every page its last change, its languages and x-default (decoded public paths)', () => {
    for (const page of pages) {
      expect(page.lastModified).toBeInstanceOf(Date);
      expect(page.alternates['x-default']).toMatch(/^\//);
      expect(page.alternates[page.locale]).toBe(page.path);
    }
    const product = pages.find((page) => page.category === 'products' && page.locale === 'en')!;
    expect(product.alternates.he).toMatch(/^\/products\/[^%]+$/);
    expect(product.alternates['x-default']).toBe(product.alternates.he);
    // A post without a twin: itself in its one language.
    const post = pages.find((page) => page.category === 'posts' && page.locale === 'en')!;
    expect(post.alternates).toEqual({ en: post.path, 'x-default': post.path });
  });

  it('lists a post’s keywords', () => {
    const withKeywords = pages.filter((page) => page.category === 'posts' && page.keywords);
    expect(withKeywords.length).toBeGreaterThan(0);
  });
});

describe('sitemap.xml', () => {
  it('lists every page with its lastmod and its languages with x-default', async () => {
    const { default: sitemap } = await import('@/app/sitemap');
    const entries = await sitemap();
    expect(entries).toHaveLength(pages.length);
    for (const entry of entries) {
      expect(entry.url).toMatch(/^https?:\/\/[^/]+\/[\x21-\x7e]*$/);
      expect(entry.lastModified).toBeInstanceOf(Date);
      expect(entry.alternates?.languages?.['x-default' as 'he']).toMatch(/^https?:\/\//);
    }
    const about = entries.find((entry) => entry.url.endsWith('/en/about'))!;
    expect(Object.keys(about.alternates!.languages!).sort()).toEqual(['en', 'he', 'x-default']);
    // The privacy policy (issue 33), in both languages.
    const privacy = entries.filter((entry) => /\/privacy$/.test(entry.url));
    expect(privacy.map((entry) => new URL(entry.url).pathname).sort()).toEqual([
      '/en/privacy',
      '/privacy',
    ]);
  });
});
