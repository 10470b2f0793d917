import type { IncomingMessage } from 'node:http';
import { BEACON_BODY_LIMIT, BEACON_ENDPOINT } from '@/features/analytics/beacon';
import { MAX_UPLOAD_BYTES, UPLOAD_ENDPOINT } from '@/lib/media/limits';

/**
 * What the server refuses before Next sees a request: methods no route serves, and bodies larger
 * than the route could accept. Applies to every route — pages (whose POSTs are server actions),
 * the auth API and the other API routes — so no handler ever buffers an oversized body.
 */
export type Refusal = { status: 405 | 411 | 413; headers: Record<string, string>; text: string };

/** Pages answer GET and HEAD, and POST for their server actions. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
/** API route handlers answer 405 themselves for a method they do not export (and OPTIONS). */
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const KB = 1024;
/** Sign-in, sign-up, profile and password calls are a few hundred bytes of JSON. */
export const AUTH_BODY_LIMIT = 64 * KB;
/** A photo and its multipart framing. */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * KB;
/** Everything else: the largest admin form (a blog post, 1 MB of text) with room to spare. */
export const DEFAULT_BODY_LIMIT = 2 * KB * KB;

export function bodyLimitFor(pathname: string): number {
  if (pathname === UPLOAD_ENDPOINT) return UPLOAD_BODY_LIMIT;
  // A page-view beacon: a path and four short strings (src/features/analytics/beacon.ts).
  if (pathname === BEACON_ENDPOINT) return BEACON_BODY_LIMIT;
  if (pathname.startsWith('/api/auth/')) return AUTH_BODY_LIMIT;
  return DEFAULT_BODY_LIMIT;
}

const text = (status: Refusal['status'], message: string, headers: Record<string, string> = {}) =>
  ({ status, text: message, headers }) satisfies Refusal;

export function refuseRequest(req: IncomingMessage, pathname: string): Refusal | undefined {
  const method = req.method ?? 'GET';
  const allowed = pathname.startsWith('/api/') ? API_METHODS : PAGE_METHODS;
  if (!allowed.includes(method)) {
    return text(405, 'Method Not Allowed', { Allow: allowed.join(', ') });
  }
  const declared = req.headers['content-length'];
  if (declared === undefined) {
    // A streamed body of unknown length could only be capped after reading it; browsers always
    // say how long a form or fetch body is.
    return req.headers['transfer-encoding'] ? text(411, 'Length Required') : undefined;
  }
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length < 0) return text(411, 'Length Required');
  return length > bodyLimitFor(pathname) ? text(413, 'Content Too Large') : undefined;
}
