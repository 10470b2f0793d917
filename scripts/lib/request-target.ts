/**
 * The first step of the server: what the request line asked for, read once (issue 28).
 *
 * A page, an API call or a file is asked for in origin form: one `/`, then the path. Anything
 * else is refused at once with 400 before any later step looks at it: `//` and `/\` (which
 * WHATWG URL parsing reads as a host, so `new URL(target, base)` throws on `//`, `//@`, `//:80`),
 * absolute form (`http://host/…`, for proxies), authority form, and `*` — except `OPTIONS *`, which
 * asks about the server itself and is answered with what it allows.
 */
export type RequestTarget =
  { kind: 'path'; pathname: string } | { kind: 'server-options' } | { kind: 'refused' };

export function readRequestTarget(method: string | undefined, target: string | undefined) {
  const url = target ?? '';
  if (url === '*') {
    return (
      method === 'OPTIONS' ? { kind: 'server-options' } : { kind: 'refused' }
    ) as RequestTarget;
  }
  if (url[0] !== '/' || url[1] === '/' || url[1] === '\\')
    return { kind: 'refused' } as RequestTarget;
  // A request line never carries a fragment; if one does, it is not part of the path.
  const end = url.search(/[?#]/);
  return { kind: 'path', pathname: end === -1 ? url : url.slice(0, end) } as RequestTarget;
}

/** What `OPTIONS *` is told: the methods some route of the site answers. */
export const SERVER_METHODS = 'GET, HEAD, POST, OPTIONS';
