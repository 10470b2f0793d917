/**
 * A route that knows its body's length (a stored file) says so in this header: Next 16.4 drops a
 * route's own Content-Length (FORBIDDEN_HEADERS in next/dist/server/send-response.js) and sends
 * the body chunked, and the server in front turns this back into Content-Length
 * (scripts/lib/declared-length.ts) — so a download shows its size and progress, and HEAD tells
 * the size without the body.
 */
export const DECLARED_LENGTH_HEADER = 'x-declared-content-length';
