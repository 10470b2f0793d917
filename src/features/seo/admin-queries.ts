import 'server-only';
import { asc, count, desc, max, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import {
  redirects,
  seoPageAnalyses,
  seoSettings,
  siteSettings,
  type SeoSetting,
} from '@/db/schema';
import { requireRole } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import type { Locale } from '@/i18n/routing';
import { readCompany } from '@/lib/settings/company';
import { siteUrl } from '@/lib/site-url';
import { effectiveFields } from './effective-fields';
import { inboundLinkCounts } from './inbound-links';
import { normalizeForMatch } from './keyword';
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
 * The pages' analyses, kept in this process: scores need every page's content, and reading
 * thousands of pages costs seconds. Each is kept with the version of the content it read (the
 * page's last change: a post's, product's or machine's save, a fixed page's settings or build).
 * When that version moves on, or the analysis is older than `ANALYSIS_FRESH_MS` (what a version
 * does not capture: texts other pages show, links to new pages), the kept analysis is still used
 * while the page is read again in the background: the next visit scores the new content, and
 * every unchanged page is not read again. Never waited for: re-reading pages while an admin action
 * re-renders the dashboard is much slower (the public pages are being re-rendered after the `seo`
 * tag changed), and that re-render must stay quick (e2e: generating 50 pages' settings).
 */
// Ten minutes: an edit is caught by its version on the next visit; this only catches what versions miss,
// and re-reading thousands of pages every minute kept the server busy between visits.
const ANALYSIS_FRESH_MS = 10 * 60_000;
const analyses = new Map<
  string,
  { at: number; version: number; content?: PageContent; pending?: Promise<PageContent> }
>();

/**
 * The analyses are also stored (seo_page_analyses), so a restarted server reads back what it
 * had instead of every page: loaded into `analyses` once per process, before the first dashboard
 * reads any page; the analyses read since are written back (one statement) after each dashboard.
 */
let stored: Promise<void> | null = null;
const unsaved = new Map<string, { version: number; content: PageContent; at: number }>();

function loadStored(): Promise<void> {
  stored ??= getDb()
    .select()
    .from(seoPageAnalyses)
    .then((rows) => {
      for (const row of rows)
        if (!analyses.has(row.pagePath))
          analyses.set(row.pagePath, {
            at: row.analyzedAt.getTime(),
            version: row.version,
            content: row.content as PageContent,
          });
    })
    .catch((error: unknown) => {
      // Without them every page is read again: slower, still right.
      console.error('[seo] stored page analyses unreadable:', error);
    });
  return stored;
}

async function saveAnalyses(): Promise<void> {
  if (unsaved.size === 0) return;
  const rows = [...unsaved].map(([pagePath, { version, content, at }]) => ({
    pagePath,
    version,
    content,
    analyzedAt: new Date(at),
  }));
  unsaved.clear();
  try {
    for (let start = 0; start < rows.length; start += 500)
      await getDb()
        .insert(seoPageAnalyses)
        .values(rows.slice(start, start + 500))
        .onConflictDoUpdate({
          target: seoPageAnalyses.pagePath,
          set: {
            version: sql`excluded.version`,
            content: sql`excluded.content`,
            analyzedAt: sql`excluded.analyzed_at`,
          },
        });
  } catch (error) {
    console.error('[seo] page analyses not stored:', error);
  }
}

/**
 * Forgets every analysis kept in this process, as a restart does: the next dashboard reads the
 * stored ones back. With `stored`, the stored ones too: it reads every page (a site never
 * analysed).
 */
export async function forgetPageAnalyses({ stored: alsoStored = false } = {}): Promise<void> {
  // Exported (tests, the bench), so guarded like every other export here: it deletes rows.
  await requireRole(ROLES_FOR.content);
  analyses.clear();
  unsaved.clear();
  stored = null;
  if (alsoStored) await getDb().delete(seoPageAnalyses);
}

function readPage(path: string, version: number): Promise<PageContent> {
  const entry = analyses.get(path) ?? { at: 0, version };
  const pending = analyzePage(path).then((content) => {
    const current = analyses.get(path);
    // A newer read (a newer version) started meanwhile: it decides what is kept.
    if (current && current.pending !== pending) return content;
    // A page that did not answer is read again next time rather than kept.
    if (content.found) {
      const at = Date.now();
      analyses.set(path, { at, version, content });
      unsaved.set(path, { version, content, at });
    } else if (!entry.content) analyses.delete(path);
    else analyses.set(path, { ...entry, pending: undefined });
    return content;
  });
  analyses.set(path, { ...entry, version, pending });
  return pending;
}

function analysisOf(path: string, version: number): Promise<PageContent> {
  const entry = analyses.get(path);
  // A read of this very version already under way.
  const pending = entry?.version === version ? entry.pending : undefined;
  if (!entry?.content) return pending ?? readPage(path, version);
  // A newer version (a save) or an old analysis is read again in the background, never waited
  // for: the dashboard's re-render right after a save (or after generating 50 pages' settings)
  // would otherwise wait for every changed page while the site re-renders them all.
  const stale = entry.version !== version || Date.now() - entry.at > ANALYSIS_FRESH_MS;
  if (stale && !pending) void readPage(path, version);
  return Promise.resolve(entry.content);
}

/** The analyses of every page, `ANALYSIS_CONCURRENCY` read at a time, in the pages' order. */
async function analyzeAll(pages: { path: string; version: number }[]): Promise<PageContent[]> {
  const results: PageContent[] = new Array(pages.length);
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const index = next++;
      results[index] = await analysisOf(pages[index]!.path, pages[index]!.version);
    }
  };
  await Promise.all(Array.from({ length: ANALYSIS_CONCURRENCY }, worker));
  return results;
}

/**
 * Scores already computed, per kept analysis (the same content object while it is kept) and the
 * rest of what the score reads (the page's settings and its context): a page whose content,
 * settings and neighbours did not change is not scored again — with thousands of pages, scoring
 * them all took most of a visit. A new analysis is a new object, so an edit is always scored anew.
 */
const scores = new WeakMap<PageContent, Map<string, number>>();

function scoreOf(
  settings: SeoFormValues | Record<string, never>,
  content: PageContent,
  context: Parameters<typeof scoreSeo>[2],
): number {
  const key = JSON.stringify([settings, context]);
  let kept = scores.get(content);
  if (!kept) scores.set(content, (kept = new Map()));
  let score = kept.get(key);
  if (score === undefined) {
    score = scoreSeo(settings, content, context).score;
    // One entry per page is what a dashboard needs; older contexts are dropped.
    kept.clear();
    kept.set(key, score);
  }
  return score;
}

/**
 * For each of `values`, the other entries equal to it once normalized (normalizeForMatch, what
 * the score's duplicate checks compare): grouped once, not compared pair by pair — with
 * thousands of pages a pairwise comparison took minutes. An empty text never matches.
 */
function sameAsOthers(values: readonly string[]): string[][] {
  const keys = values.map((value) => normalizeForMatch(value));
  const groups = new Map<string, number[]>();
  keys.forEach((key, index) => {
    if (key) groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  return keys.map((key, index) =>
    key
      ? groups
          .get(key)!
          .filter((other) => other !== index)
          .map((other) => values[other]!)
      : [],
  );
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
  const [sitePages, rows, [texts]] = await Promise.all([
    listSitePages(),
    getDb().select().from(seoSettings).orderBy(asc(seoSettings.pagePath)),
    // The fixed pages' texts and the company's details live in site_settings: their last save
    // is part of the fixed pages' version (analysisOf).
    getDb()
      .select({ at: max(siteSettings.updatedAt) })
      .from(siteSettings),
  ]);
  const textsVersion = texts?.at ? new Date(texts.at).getTime() : 0;
  const byPath = new Map(rows.map((row) => [row.pagePath, row]));
  const sitePaths = new Set(sitePages.map((page) => page.path));
  const entries: (Omit<SeoDashboardPage, 'score' | 'graded' | 'inboundLinks'> & {
    /** The version of its content (analysisOf): its last change, or its settings' save. */
    version: number;
  })[] = [
    ...sitePages.map((page) => {
      const row = byPath.get(page.path);
      return {
        path: page.path,
        locale: page.locale,
        category: page.category,
        defaults: { title: page.title, description: page.description, image: page.image },
        settings: row ? formValuesOf(row) : null,
        version: Math.max(
          page.lastModified?.getTime() ?? 0,
          row?.updatedAt.getTime() ?? 0,
          page.category === 'pages' ? textsVersion : 0,
        ),
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
        version: row.updatedAt.getTime(),
      })),
  ];
  await loadStored();
  const contents = await analyzeAll(entries);
  await saveAnalyses();
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
  const sameTitles = sameAsOthers(graded.map(({ title }) => title));
  const sameDescriptions = sameAsOthers(graded.map(({ description }) => description));
  const focusKeywords = [...focusOf];
  const pages = entries.map(({ version, ...entry }, index) => {
    void version; // the analysis's key only, not shown
    const otherFocusKeywords = focusKeywords
      .filter(([path]) => path !== entry.path)
      .map(([, keyword]) => keyword);
    const score = scoreOf(entry.settings ?? {}, contents[index]!, {
      path: entry.path,
      otherFocusKeywords,
      // The other pages' titles and descriptions that repeat this one's: all the checks look at.
      otherTitles: sameTitles[index],
      otherDescriptions: sameDescriptions[index],
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
