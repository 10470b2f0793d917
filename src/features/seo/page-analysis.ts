import 'server-only';
import { getEnv } from '@/config/env';
import { siteUrl } from '@/lib/site-url';
import { analyzeHtml, EMPTY_CONTENT, type PageContent } from './analyze-html';

/*
 * CONTRACT (issue 11): what the SEO score and auto-generation need of a page's real content,
 * read from the page as this server serves it (the HTML a search engine gets). The types and
 * the reading itself are pure, in `analyze-html.ts` (the browser shares them); this module
 * only fetches.
 */

export { EMPTY_CONTENT, type PageContent };

/** How long one page may take to answer before it counts as not found. */
const ANALYSIS_TIMEOUT_MS = 10_000;

/**
 * Fetches `path` (a public path, decoded or not: "/products/מכונת-פיצה") from this server and
 * reads its content. A page that does not answer 200 within 10 s (missing, redirected, failing)
 * gives `EMPTY_CONTENT` (`found: false`).
 */
export async function analyzePage(path: string): Promise<PageContent> {
  const { PORT } = getEnv();
  const local = `http://127.0.0.1:${PORT}`;
  let encoded = path;
  try {
    encoded = encodeURI(decodeURI(path));
  } catch {
    encoded = encodeURI(path);
  }
  try {
    const response = await fetch(`${local}${encoded}`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(ANALYSIS_TIMEOUT_MS),
      headers: { accept: 'text/html' },
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return { ...EMPTY_CONTENT };
    }
    const html = await response.text();
    return analyzeHtml(html, {
      origin: [siteUrl(), local, `http://localhost:${PORT}`],
      path,
    });
  } catch {
    return { ...EMPTY_CONTENT };
  }
}
