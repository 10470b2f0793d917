/**
 * How a back-office page tells the server in front of Next (scripts/start.ts with
 * scripts/lib/access-status.ts) which HTTP status its answer needs: Next 16 with Cache Components
 * sends every page with the status of its prerendered shell (200), even when `unauthorized()` or
 * `forbidden()` is called before anything streams, and then draws that fallback in the browser
 * only. So the page renders its refusal screen itself, in its first bytes, with
 * `<meta name="access-status" content="401|403|404">` (hoisted into <head> by React), and the
 * server sets the status from it.
 */
export const ACCESS_STATUS_META = 'access-status';

/**
 * 401: nobody signed in (the sign-in screen). 403: signed in without admin rights (Access Denied).
 * 404: no such back-office page (the back office's not-found screen, for anyone: Next's own
 * `notFound()` answer is an empty error shell, vercel/next.js#62228).
 */
export type AccessStatus = 401 | 403 | 404;
