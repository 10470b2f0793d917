import 'server-only';
import { getTranslations } from 'next-intl/server';
import { STATIC_PAGES, type StaticPage } from '@/config/static-pages';
import type { BlogPost } from '@/db/schema';
import { postHeadOf } from '@/features/blog/metadata';
import { getBlogPosts } from '@/features/blog/queries';
import { locationHeadOf } from '@/features/machines/metadata';
import { getActiveMachines } from '@/features/machines/queries';
import { productHeadOf } from '@/features/products/metadata';
import { getActiveProducts } from '@/features/products/queries';
import { rentalHeadOf } from '@/features/rentals/metadata';
import { getActiveRentals } from '@/features/rentals/queries';
import { localizedPath, routing, type Locale } from '@/i18n/routing';
import { decodePath, defaultLanguagePath, headDefaults, type PageHead } from '@/lib/page-head';
import { settingsPath, staticPageHead } from './page-metadata';
import { getAllSeoSettings } from './queries';

/*
 * Every public page of the site, in both languages — the one list the sitemap, the SEO
 * dashboard and auto-generation share. Each page's title, description and picture come from the
 * same head builders its own page uses (features' metadata.ts), so the list shows exactly what
 * the page shows when no settings exist.
 */

export const SITE_PAGE_CATEGORIES = ['pages', 'products', 'rentals', 'locations', 'posts'] as const;
export type SitePageCategory = (typeof SITE_PAGE_CATEGORIES)[number];

export type SitePage = {
  /** The public path, the key of seo_settings: "/", "/en/about", "/products/מכונת-פיצה". */
  path: string;
  locale: Locale;
  category: SitePageCategory;
  /** The page's own title and description: its head when no settings exist. */
  title: string;
  description: string;
  /** Its own sharing picture (a site path), if any. */
  image?: string;
  /** When its content last changed (sitemap lastmod). */
  lastModified?: Date;
  /** hreflang: the public path of the page in each language it exists in, and x-default. */
  alternates: Partial<Record<Locale, string>> & { 'x-default': string };
  /** Keywords of its own content (a post's keywords), to suggest a focus keyword. */
  keywords?: string[];
};

/**
 * When this build was made: the fixed pages' content (their texts live in the code) changes
 * only with a build. next.config inlines `BUILD_TIME` (ISO) into the build; outside a build
 * (tests) it is when this module was loaded.
 */
export const BUILD_TIME = new Date(process.env.BUILD_TIME || Date.now());

/** The public path of one language of a page ("/en/products/x", decoded). */
const publicPath = (locale: Locale, path: string) => localizedPath(locale, decodePath(path));

/** A page's head as a site page: its default title/description within the lengths. */
async function sitePage(head: PageHead, category: SitePageCategory): Promise<SitePage> {
  const t = await getTranslations({ locale: head.locale, namespace: 'metadata' });
  const { title, description } = headDefaults(head, t('siteName'));
  const alternates: SitePage['alternates'] = {
    'x-default': publicPath(defaultLanguagePath(head).locale, defaultLanguagePath(head).path),
  };
  for (const locale of routing.locales) {
    const path = head.languages[locale];
    if (path !== undefined) alternates[locale] = publicPath(locale, path);
  }
  return {
    path: settingsPath(head),
    locale: head.locale,
    category,
    title,
    description,
    ...(head.image ? { image: head.image } : {}),
    ...(head.lastModified ? { lastModified: head.lastModified } : {}),
    alternates,
    ...(head.keywords ? { keywords: head.keywords } : {}),
  };
}

/** The live posts of both languages, each with its public twin (when linked) for hreflang. */
async function postHeads(): Promise<PageHead[]> {
  const posts = (await Promise.all(routing.locales.map((locale) => getBlogPosts(locale)))).flat();
  const byId = new Map<string, BlogPost>(posts.map((post) => [post.id, post]));
  return posts.map((post) => postHeadOf(post, post.twinId ? byId.get(post.twinId) : null));
}

/**
 * Every public page: the fixed pages in both languages (lastmod: this build, or their settings'
 * last save when later), every active product, rental and location in both languages, every
 * live post in its own language. Drafts, scheduled posts, inactive rows and the back office are
 * never listed.
 */
export async function listSitePages(): Promise<SitePage[]> {
  const [settings, products, rentals, machines, posts] = await Promise.all([
    getAllSeoSettings(),
    getActiveProducts(),
    getActiveRentals(),
    getActiveMachines(),
    postHeads(),
  ]);
  const savedAt = new Map(settings.map((row) => [row.pagePath, new Date(row.updatedAt)]));
  const both = <T>(
    rows: readonly T[],
    head: (row: T, locale: Locale) => PageHead | Promise<PageHead>,
  ) => Promise.all(rows.flatMap((row) => routing.locales.map((locale) => head(row, locale))));

  const fixed = await Promise.all(
    (Object.keys(STATIC_PAGES) as StaticPage[]).flatMap((page) =>
      routing.locales.map(async (locale) => {
        const head = await staticPageHead(page, locale);
        const saved = savedAt.get(settingsPath(head));
        const lastModified = saved && saved > BUILD_TIME ? saved : BUILD_TIME;
        return sitePage({ ...head, lastModified }, 'pages');
      }),
    ),
  );
  const groups: [SitePageCategory, PageHead[]][] = [
    ['products', await both(products, productHeadOf)],
    ['rentals', await both(rentals, rentalHeadOf)],
    ['locations', await both(machines, locationHeadOf)],
    ['posts', posts],
  ];
  const details = await Promise.all(
    groups.flatMap(([category, heads]) => heads.map((head) => sitePage(head, category))),
  );
  return [...fixed, ...details];
}
