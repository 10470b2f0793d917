import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import {
  isNotFoundPage,
  isUnavailablePage,
  notFoundPageFor,
  unavailablePageFor,
} from '@/lib/not-found-pages';
import { interceptResponse } from './response-wrap';

/**
 * A full error page as this server answered it: its HTML and its Link header (the fonts' preloads
 * Next states there), which the swapped answer carries too: without it a cold visit to a missing
 * page drew its text in the fallback font until the page's own CSS found the fonts.
 */
export type ErrorPage = { html: string; link?: string };

/** Seconds a visitor (or crawler) is asked to wait after a 503. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * Next.js 16.4 answers a page's `notFound()` with status 404 and an empty error shell
 * (`<html id="__next_error__">`: no lang, no heading, no links) and draws the not-found page in
 * the browser only (vercel/next.js#62228); a page whose render failed (the database down, the
 * page not prerendered) gets the same shell with a 500. This swaps such a shell, on its way out,
 * for the full server-rendered page of the same language (src/lib/not-found-pages.ts): the
 * not-found page with 404, or the unavailable page with 503 and Retry-After — keeping the
 * visitor's URL. Other responses pass through untouched; only 404 and 500 HTML answers of public
 * pages are held back (a few kilobytes) to be looked at.
 */
export function serveFullErrorPages(
  req: IncomingMessage,
  res: ServerResponse,
  fetchPage: (path: string) => Promise<ErrorPage>,
  pathname: string,
): void {
  if (req.method !== 'GET' || req.headers.rsc) return;
  const standIn = isNotFoundPage(pathname) ? 404 : isUnavailablePage(pathname) ? 503 : undefined;
  if (standIn) {
    // Visited directly, these pages are not pages: they answer like what they stand for.
    interceptResponse(res, {
      head() {
        res.statusCode = standIn;
        if (standIn === 503) unavailableHeaders(res);
      },
    });
    return;
  }
  const replacements = { 404: notFoundPageFor(pathname), 500: unavailablePageFor(pathname) };
  if (!replacements[404]) return;

  // Only a 404 or 500 HTML answer is held back whole (a few kilobytes) and looked at.
  interceptResponse(res, {
    head() {
      const html = /^text\/html/.test(String(res.getHeader('content-type') ?? ''));
      return (res.statusCode === 404 || res.statusCode === 500) && html ? 'collect' : undefined;
    },
    end(body, { pass }) {
      void finish(body, pass).catch((error: unknown) => {
        console.error('[app] sending the not-found page failed:', error);
        if (!res.headersSent) res.statusCode = 500;
        pass();
      });
    },
  });

  async function finish(body: Buffer, pass: (body: Buffer | string) => void) {
    const encoding = String(res.getHeader('content-encoding') ?? '');
    if (!decode(body, encoding).includes('id="__next_error__"')) {
      pass(body);
      return;
    }
    const failed = res.statusCode === 500;
    const replacement = failed ? replacements[500]! : replacements[404]!;
    let page: ErrorPage;
    try {
      page = await fetchPage(replacement);
    } catch (error) {
      // Never worse than before: the framework's own answer.
      console.error(`[app] reading ${replacement} failed; sending the bare shell:`, error);
      pass(body);
      return;
    }
    res.removeHeader('content-length');
    res.removeHeader('etag');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (page.link) res.setHeader('link', page.link);
    res.statusCode = failed ? 503 : 404;
    if (failed) unavailableHeaders(res);
    // Compressed the way the framework had compressed the shell (the client accepts it).
    if (encoding === 'gzip') pass(gzipSync(page.html));
    else {
      res.removeHeader('content-encoding');
      pass(page.html);
    }
  }
}

/** A 503 says when to come back, and is never kept by a cache. */
function unavailableHeaders(res: ServerResponse) {
  res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
  res.setHeader('cache-control', 'no-store');
}

function decode(body: Buffer, encoding: string): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/**
 * Reads the not-found and unavailable pages from this same server (they are prerendered, so this
 * is cheap, and needs no database) and keeps each for a minute: a crawler walking dead links
 * costs one page render a minute.
 */
export function notFoundPageReader(origin: string): (path: string) => Promise<ErrorPage> {
  const cache = new Map<string, { page: ErrorPage; at: number }>();
  return async (path) => {
    const hit = cache.get(path);
    if (hit && Date.now() - hit.at < 60_000) return hit.page;
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) });
    const html = await response.text();
    const expected = isUnavailablePage(new URL(path, origin).pathname) ? 503 : 404;
    if (response.status !== expected || !html.includes('<h1')) {
      throw new Error(`${path} answered ${response.status}`);
    }
    const page = { html, link: response.headers.get('link') ?? undefined };
    cache.set(path, { page, at: Date.now() });
    return page;
  };
}
