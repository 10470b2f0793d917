import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCESS_STATUS_META, type AccessStatus } from '@/features/auth/access-status';
import { interceptResponse } from './response-wrap';

/**
 * The HTTP status of the back office's refusals and of its not-found screen. Next 16.4 with Cache
 * Components sends every page with its prerendered shell's status (200) and resumes the render
 * after it, so `unauthorized()` / `forbidden()` in a page or layout still answer 200 — with an
 * empty `__next_error__` shell whose screen is drawn in the browser only (as for notFound(),
 * vercel/next.js#62228). The back office therefore renders these screens itself, in the page's
 * first bytes, marked `<meta name="access-status" content="401|403|404">`
 * (src/features/auth/access-status.ts), and the server in front sets the status from that mark:
 * 401 with the sign-in screen for a signed-out visitor, 403 with Access Denied for a signed-in
 * user who is not an admin, 404 with the back office's not-found screen for an address under
 * /admin, /auth or /account that has no page (src/app/(back-office)/(not-found);
 * full-error-pages.ts swaps the shells of the public site only).
 */

/** The pages that can refuse (401 / 403): /admin, /admin/…, /account. */
export function isAccessCheckedPath(pathname: string): boolean {
  return /^\/(?:admin|account)(?:\/|$)/.test(pathname);
}

/** The back office's addresses (/admin, /auth, /account and below): any may be "no such page". */
export function isBackOfficePath(pathname: string): boolean {
  return /^\/(?:admin|auth|account)(?:\/|$)/.test(pathname);
}

/** Whether the page at `pathname` may ask for `status` (401 / 403 where pages refuse; 404). */
const mayMark = (pathname: string, status: AccessStatus) =>
  status === 404 ? isBackOfficePath(pathname) : isAccessCheckedPath(pathname);

const MARK = new RegExp(`<meta name="${ACCESS_STATUS_META}" content="(401|403|404)"\\s*/?>`);

/**
 * The status a page's first bytes ask for, read in its <head> (where React puts the mark). Page
 * content can never write the mark: React escapes `<` and `"` in text and attributes, and the
 * framework's inline data escapes them too.
 */
export function accessStatusIn(html: string): AccessStatus | undefined {
  const end = html.indexOf('</head>');
  const match = MARK.exec(end === -1 ? html : html.slice(0, end));
  return match ? (Number(match[1]) as AccessStatus) : undefined;
}

export type AnswerStart = {
  method: string | undefined;
  pathname: string;
  /** The request asks for the RSC payload (`RSC: 1`): a client navigation, never a document. */
  rsc: boolean;
  /** What Next set. */
  status: number;
  contentType: string | undefined;
  /** The answer's first written bytes (as text), if any. */
  first: string | undefined;
};

/**
 * The status to send: Next's own, except a back-office page (GET/HEAD document, 200, HTML) whose
 * first bytes carry the mark, which gets the status of the mark (401 / 403 on the pages that
 * refuse, 404 on any back-office address).
 */
export function accessStatusFor(answer: AnswerStart): number {
  if (answer.status !== 200 || answer.rsc) return answer.status;
  if (answer.method !== 'GET' && answer.method !== 'HEAD') return answer.status;
  if (!isBackOfficePath(answer.pathname)) return answer.status;
  if (!/^text\/html/i.test(answer.contentType ?? '') || answer.first === undefined) {
    return answer.status;
  }
  const marked = accessStatusIn(answer.first);
  return marked && mayMark(answer.pathname, marked) ? marked : answer.status;
}

/**
 * Fixes the status of a back-office page at its first bytes (see `accessStatusFor`), through
 * response-wrap.ts: install it after the security policy (and the page memo and compression),
 * whose head it holds in turn, with the pathname the entry guard read. Any other request is left
 * alone.
 */
export function serveAccessStatus(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  if (req.headers.rsc || !isBackOfficePath(pathname)) return;
  interceptResponse(res, {
    // Next writes the prerendered shell first, empty for these pages (they read the session
    // before anything is sent): the status waits for the page's bytes.
    waitForBytes: true,
    head(first) {
      res.statusCode = accessStatusFor({
        method: req.method,
        pathname,
        rsc: false,
        status: res.statusCode,
        contentType: String(res.getHeader('content-type') ?? ''),
        first: first?.toString('utf8'),
      });
    },
  });
}
