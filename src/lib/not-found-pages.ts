import { localizedPath, type Locale } from '@/i18n/routing';

/**
 * The pages a not-found answer shows, as real routes (src/app/[locale]/missing): the whole page
 * in the visitor's language — <html lang dir>, header, footer, heading, link home.
 *
 * Why they exist: Next.js 16.4 answers `notFound()` with an empty error shell and draws the
 * not-found boundary in the browser only (vercel/next.js#62228), so crawlers, link checkers and
 * visitors without JavaScript got a blank 404. The server (scripts/lib/full-error-pages.ts) swaps
 * that shell for one of these pages, keeping the 404 status and the visitor's URL.
 */
export const NOT_FOUND_PAGES = { page: '/missing', post: '/missing/post' } as const;

export type NotFoundKind = keyof typeof NOT_FOUND_PAGES;

/** Paths that are not the public site's pages (their 404s are left as they are). */
const OTHER_SECTIONS = /^\/(?:api|_next|uploads|admin|auth|account)(?:\/|$)/;

/** The public page's language and which not-found page fits it; undefined outside the site. */
export function notFoundPageFor(pathname: string): string | undefined {
  if (OTHER_SECTIONS.test(pathname) || /\.[A-Za-z0-9]+$/.test(pathname)) return undefined;
  const locale: Locale = /^\/en(?:\/|$)/.test(pathname) ? 'en' : 'he';
  const rest = locale === 'en' ? pathname.slice(3) : pathname.replace(/^\/he(?=\/|$)/, '');
  // A post's address (and an admin's preview of one) gets "Post Not Found" (spec: blog post).
  const kind: NotFoundKind = /^\/(?:blog|blog-preview)\/[^/]+\/?$/.test(rest) ? 'post' : 'page';
  return localizedPath(locale, NOT_FOUND_PAGES[kind]);
}

/**
 * The page a public address gets, with HTTP 503, when its render failed (the database is down and
 * the page is not prerendered): Next answers that with the same empty error shell as above.
 * Prerendered itself, so it shows without the database.
 */
export const UNAVAILABLE_PAGE = '/unavailable';

/** The unavailable page in the language of a public address; undefined outside the site. */
export function unavailablePageFor(pathname: string): string | undefined {
  if (OTHER_SECTIONS.test(pathname) || /\.[A-Za-z0-9]+$/.test(pathname)) return undefined;
  return localizedPath(/^\/en(?:\/|$)/.test(pathname) ? 'en' : 'he', UNAVAILABLE_PAGE);
}

/** Whether `pathname` is the unavailable page itself (answered 503 when visited). */
export const isUnavailablePage = (pathname: string): boolean =>
  pathname.replace(/^\/(?:en|he)(?=\/|$)/, '').replace(/\/$/, '') === UNAVAILABLE_PAGE;

/** Whether `pathname` is one of the not-found pages itself (answered 404 when visited). */
export function isNotFoundPage(pathname: string): boolean {
  const rest = pathname.replace(/^\/(?:en|he)(?=\/|$)/, '').replace(/\/$/, '');
  return Object.values(NOT_FOUND_PAGES).includes(rest as (typeof NOT_FOUND_PAGES)[NotFoundKind]);
}
