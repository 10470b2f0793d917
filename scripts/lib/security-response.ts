import type { IncomingMessage, ServerResponse } from 'node:http';
import { trustedScriptHashes } from './inline-scripts';
import { interceptResponse } from './response-wrap';
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  DOCUMENT_ONLY_HEADERS,
  isBuildSubresource,
  newNonce,
  scriptHash,
} from './security-headers';

export type SecurityOptions = {
  dev: boolean;
  /** Exact texts of the site's own inline scripts (allowed wherever they appear). */
  ownScripts: readonly string[];
};

/**
 * The headers every answer carries (security-headers.ts), set once on the response: the server's
 * first step does it (site-pipeline.ts), so its own refusals carry them too.
 */
export function setBaseSecurityHeaders(res: ServerResponse, { dev }: { dev: boolean }): void {
  for (const [name, value] of baseSecurityHeaders({ dev })) res.setHeader(name, value);
}

/** Both the base headers and the policy: an answer that passes no other step (tests). */
export function applySecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  options: SecurityOptions,
): void {
  setBaseSecurityHeaders(res, options);
  applyContentSecurityPolicy(req, res, options);
}

/**
 * Puts a Content Security Policy on every answer: on anything but HTML one that runs no inline
 * script (unless its route set its own), on HTML one that fits the page; the build's scripts,
 * styles and fonts go without it and the other document-only headers (security-headers.ts):
 *
 * - every request carries a fresh nonce to Next (in the request's own CSP header, which is where
 *   Next reads it), so a page rendered for this request has it on every script it writes;
 * - at the answer's first bytes the policy is fixed: the inline scripts found there of a shape
 *   the framework writes (inline-scripts.ts) are allowed by hash — a prerendered page is sent in
 *   one piece, so that is all of them; a streamed answer's later scripts carry the nonce. A page
 *   sent whole gets no nonce in its policy unless it was rendered for this request (and so
 *   carries it); a cached copy is served later with that old nonce in it, so trusted scripts
 *   are hashed even when they carry a nonce.
 *
 * Call before anything that compresses the answer wraps it (the policy is read from plain HTML).
 */
export function applyContentSecurityPolicy(
  req: IncomingMessage,
  res: ServerResponse,
  options: SecurityOptions,
): void {
  const nonce = newNonce();
  req.headers['content-security-policy'] = contentSecurityPolicy({ dev: options.dev, nonce });

  const known = knownHashes(options.ownScripts);
  interceptResponse(res, {
    head(html, whole) {
      if (/^text\/html/i.test(String(res.getHeader('content-type') ?? ''))) {
        // The site's own scripts are allowed by their fixed hash wherever they stand: in a page
        // streamed per request (the blog preview) the boot script may come after the first bytes.
        const hashes = [...new Set([...(html ? trustedScriptHashes(html, known) : []), ...known])];
        // A page sent whole names the nonce only if it was rendered for this request (it carries
        // it); one from the cache does without: its header may be cached and replayed with it.
        const rendered = !whole || (html?.includes(`nonce="${nonce}"`) ?? false);
        res.setHeader(
          'Content-Security-Policy',
          contentSecurityPolicy({ dev: options.dev, hashes, nonce: rendered ? nonce : undefined }),
        );
      } else if (isBuildSubresource(req.url, String(res.getHeader('content-type') ?? ''))) {
        for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
      } else if (!res.hasHeader('content-security-policy')) {
        // Any answer that is not a page (JSON, files) still never runs inline script or gets
        // framed — unless its route set a policy of its own (uploads: a sandbox), which stays.
        res.setHeader('Content-Security-Policy', contentSecurityPolicy({ dev: options.dev }));
      }
    },
  });
}

const knownCache = new WeakMap<readonly string[], ReadonlySet<string>>();
function knownHashes(scripts: readonly string[]): ReadonlySet<string> {
  let set = knownCache.get(scripts);
  if (!set) knownCache.set(scripts, (set = new Set(scripts.map((text) => scriptHash(text)))));
  return set;
}
