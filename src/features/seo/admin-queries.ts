import 'server-only';
import { asc, count, desc } from 'drizzle-orm';
import { getDb } from '@/db';
import { redirects, seoSettings, type SeoSetting } from '@/db/schema';
import { requireRole } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import type { Locale } from '@/i18n/routing';
import { readCompany } from '@/lib/settings/company';
import { siteUrl } from '@/lib/site-url';
import { effectiveFields } from './effective-fields';
import { inboundLinkCounts } from './inbound-links';
import { isOrphanPath } from './orphans';
import { analyzePage, type PageContent } from './page-analysis';
import { hasIssues, scoreSeo } from './score';
import { listSitePages, type SitePageCategory } from './site-pages';
import { versionOf } from '@/lib/admin/version-fields';

/*
 * The SEO dashboard's read (spec back-office §2 "Admin SEO dashboard", §5 "SEO score"): every
 * page of the site with its settings and score. Admin only; read per request (the scores follow
 * the pages' live content).
 */

/** The seo_settings texts as the dialog edits them: never null ("" = not set). */
export type SeoFormValues = {
  id: string;
  pagePath: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  focusKeyword: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  canonicalUrl: string;
  robots: string;
  schemaMarkup: string;
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string;
  /** The row's version ("" for none yet), sent with each save (src/lib/admin/version.ts). */
  version: string;
};

/** A list entry: a site page (with or without settings) or a custom path with settings. */
export type SeoDashboardPage = {
  path: string;
  locale: Locale;
  category: SitePageCategory | 'custom';
  /** The page's own head (shown, muted, when it has no settings); null for a custom path. */
  defaults: { title: string; description: string; image?: string } | null;
  /** Its seo_settings row, if any. */
  settings: SeoFormValues | null;
  /**
   * The title and description the score graded: the row's over what the page serves (the
   * dialog's duplicate checks compare against the other pages' ones).
   */
  graded: { title: string; description: string };
  /** How many other listed pages link to this one from their <main>. */
  inboundLinks: number;
  score: number;
};

export type SeoDashboard = {
  pages: SeoDashboardPage[];
  summary: { overall: number; total: number; withIssues: number };
  /** For the snippet preview: the public address and the site's name in each language. */
  site: { url: string; name: Record<Locale, string> };
};

/** Pages fetched at once while analysing (each is a request to this server). */
const ANALYSIS_CONCURRENCY = 4;

/** The locale of a public path: "/en" and "/en/…" are English, everything else Hebrew. */
const localeOfPath = (path: string): Locale =>
  path === '/en' || path.startsWith('/en/') ? 'en' : 'he';

function formValuesOf(row: SeoSetting): SeoFormValues {
  return {
    id: row.id,
    pagePath: row.pagePath,
    metaTitle: row.metaTitle ?? '',
    metaDescription: row.metaDescription ?? '',
    metaKeywords: row.metaKeywords ?? '',
    focusKeyword: row.focusKeyword ?? '',
    ogTitle: row.ogTitle ?? '',
    ogDescription: row.ogDescription ?? '',
    ogImage: row.ogImage ?? '',
    canonicalUrl: row.canonicalUrl ?? '',
    robots: row.robots ?? '',
    schemaMarkup: row.schemaMarkup ?? '',
    twitterTitle: row.twitterTitle ?? '',
    twitterDescription: row.twitterDescription ?? '',
    twitterImage: row.twitterImage ?? '',
    version: versionOf(row),
  };
}

/**
 * The pages' analyses, kept in this process for a while: scores need every page's content, and
 * reading ~60 pages costs seconds. A kept analysis younger than `ANALYSIS_FRESH_MS` is used as is;
 * an older one is still used (the scores follow the settings at once, the page's text a little
 * later) while it is read again in the background. Re-reading the pages while an admin action
 * re-renders the dashboard is also much slower (the public pages are being re-rendered after the
 * `seo` tag changed), so the re-render after a save must not wait for it.
 */
const ANALYSIS_FRESH_MS = 60_000;
const analyses = new Map<
  string,
  { at: number; content?: PageContent; pending?: Promise<PageContent> }
>();

function readPage(path: string): Promise<PageContent> {
  const entry = analyses.get(path) ?? { at: 0 };
  const pending = analyzePage(path).then((content) => {
    // A page that did not answer is read again next time rather than kept.
    if (content.found) analyses.set(path, { at: Date.now(), content });
    else if (!entry.content) analyses.delete(path);
    else analyses.set(path, { ...entry, pending: undefined });
    return content;
  });
  analyses.set(path, { ...entry, pending });
  return pending;
}

function analysisOf(path: string): Promise<PageContent> {
  const entry = analyses.get(path);
  if (!entry?.content) return entry?.pending ?? readPage(path);
  if (Date.now() - entry.at > ANALYSIS_FRESH_MS && !entry.pending) void readPage(path);
  return Promise.resolve(entry.content);
}

/** The analyses of every path, `ANALYSIS_CONCURRENCY` pages read at a time, in the paths' order. */
async function analyzeAll(paths: string[]): Promise<PageContent[]> {
  const results: PageContent[] = new Array(paths.length);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const index = next++;
      results[index] = await analysisOf(paths[index]!);
    }
  };
  await Promise.all(Array.from({ length: ANALYSIS_CONCURRENCY }, worker));
  return results;
}

/**
 * Admin only: every site page (listSitePages) joined with its settings by path, then the custom
 * rows (settings whose path is no site page, orphans left out), each scored on what it serves:
 * its served head and content (read from its HTML, kept a while: `analysisOf`) with its row's
 * filled-in fields on top — a page without a row scores its own head, not empty fields. The
 * summary: overall score (average of the listed pages), total pages and pages with issues
 * (score < 80).
 *
 * Why the served HTML and not the head builders (page-metadata.ts `headMetadata`): the dashboard
 * already reads every listed page's HTML for the content checks, through the cache below, so the
 * head comes at no extra request, from the very bytes a search engine gets, and custom paths
 * (no builder knows them) are graded the same way.
 */
export async function loadSeoDashboard(): Promise<SeoDashboard> {
  await requireRole(ROLES_FOR.content);
  const [sitePages, rows] = await Promise.all([
    listSitePages(),
    getDb().select().from(seoSettings).orderBy(asc(seoSettings.pagePath)),
  ]);
  const byPath = new Map(rows.map((row) => [row.pagePath, row]));
  const sitePaths = new Set(sitePages.map((page) => page.path));
  const entries: Omit<SeoDashboardPage, 'score' | 'graded' | 'inboundLinks'>[] = [
    ...sitePages.map((page) => {
      const row = byPath.get(page.path);
      return {
        path: page.path,
        locale: page.locale,
        category: page.category,
        defaults: { title: page.title, description: page.description, image: page.image },
        settings: row ? formValuesOf(row) : null,
      };
    }),
    // Custom rows; a detail page's row whose page is gone (orphans.ts) is not listed.
    ...rows
      .filter((row) => !sitePaths.has(row.pagePath) && !isOrphanPath(row.pagePath, sitePaths))
      .map((row) => ({
        path: row.pagePath,
        locale: localeOfPath(row.pagePath),
        category: 'custom' as const,
        defaults: null,
        settings: formValuesOf(row),
      })),
  ];
  const contents = await analyzeAll(entries.map((entry) => entry.path));
  const listed = new Set(entries.map((entry) => entry.path));
  const focusOf = new Map(
    rows
      .filter((row) => row.focusKeyword && listed.has(row.pagePath))
      .map((row) => [row.pagePath, row.focusKeyword!]),
  );
  // What each page serves, under its row: the duplicate checks compare these.
  const graded = entries.map((entry, index) => {
    const fields = effectiveFields(entry.settings ?? {}, contents[index]!.head);
    return { title: fields.metaTitle ?? '', description: fields.metaDescription ?? '' };
  });
  const inbound = inboundLinkCounts(
    entries.map((entry, index) => ({
      path: entry.path,
      linkedPaths: contents[index]!.linkedPaths,
    })),
  );
  const pages = entries.map((entry, index) => {
    const others = <T>(values: T[]) => values.filter((_, other) => other !== index);
    const otherFocusKeywords = [...focusOf]
      .filter(([path]) => path !== entry.path)
      .map(([, keyword]) => keyword);
    const { score } = scoreSeo(entry.settings ?? {}, contents[index]!, {
      path: entry.path,
      otherFocusKeywords,
      otherTitles: others(graded).map(({ title }) => title),
      otherDescriptions: others(graded).map(({ description }) => description),
      inboundLinks: inbound[index],
    });
    return { ...entry, graded: graded[index]!, inboundLinks: inbound[index] ?? 0, score };
  });
  const total = pages.length;
  const overall = total ? Math.round(pages.reduce((sum, page) => sum + page.score, 0) / total) : 0;
  return {
    pages,
    summary: { overall, total, withIssues: pages.filter((page) => hasIssues(page.score)).length },
    site: { url: siteUrl(), name: (await readCompany()).name },
  };
}

/** One recorded move, as the dashboard's redirects section lists it. */
export type RedirectEntry = {
  fromPath: string;
  toPath: string;
  createdAt: Date;
  /** The admin's e-mail; null for moves recorded before it was kept ("—"). */
  createdBy: string | null;
};

/** The most redirects the section shows (newest first); the total says how many exist. */
export const REDIRECTS_SHOWN = 100;

/** Admin only: the newest redirects (at most `limit`) and how many there are in all. */
export async function loadRedirects(
  limit = REDIRECTS_SHOWN,
): Promise<{ redirects: RedirectEntry[]; total: number }> {
  await requireRole(ROLES_FOR.content);
  const db = getDb();
  const [list, [counted]] = await Promise.all([
    db
      .select({
        fromPath: redirects.fromPath,
        toPath: redirects.toPath,
        createdAt: redirects.createdAt,
        createdBy: redirects.createdBy,
      })
      .from(redirects)
      .orderBy(desc(redirects.createdAt), asc(redirects.fromPath))
      .limit(limit),
    db.select({ total: count() }).from(redirects),
  ]);
  return { redirects: list, total: counted?.total ?? 0 };
}
