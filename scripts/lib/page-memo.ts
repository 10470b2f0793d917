import { type IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { interceptResponse } from './response-wrap';
import { SHARED_CACHE_CONTROL } from './shared-cache-control';

/**
 * The server's own copies of prerendered public pages, each kept to the end of its second, in
 * front of Next (issue 14).
 *
 * Next serves a prerendered page from its cache, but every request still pays for the router,
 * the response cache lookup, our security policy (hashing the page's inline scripts) and
 * compressing 80–160 KB of HTML: a quarter of what a bare Next page manages. An answer every
 * visitor would get the same — 200, HTML, the shared Cache-Control Next's prerendered pages end
 * up with (shared-cache-control.ts), no cookie, no per-request nonce — is kept here, whole, with
 * its headers, and compressed once per encoding (again only when the page changed); a request for
 * the same address in the same second is answered from it without reaching Next. (A copy ends
 * with its second, like nginx's: shared-cache-control.ts's X-Accel-Expires, replayed from here,
 * stays true.)
 *
 * Freshness: every write the site has (server actions, the blog's publish-due route) is a request
 * that is not GET, HEAD or OPTIONS; when one finishes the copies are dropped (and `onClear` tells
 * other instances, page-memo-sync.ts), and an answer whose request began before that is not kept.
 * So an admin's edit is on the next page here at once, and at worst by the end of the second on an
 * instance that missed the news.
 */
/** At most this many addresses without a query string are kept: ~200 KB each. */
export const PAGE_MEMO_MAX_ENTRIES = 200;
/**
 * Addresses with a query string have a budget of their own: every ad click brings a new one
 * (fbclid, gclid, utm_*), seldom asked for twice, and in the one budget they pushed the site's
 * own pages out.
 */
export const PAGE_MEMO_MAX_QUERY_ENTRIES = 20;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Requests for something other than the page's HTML: RSC payloads, prefetches, drafts, ranges. */
const VARIANT_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'range',
];
/** Set per connection or by the compression step, never replayed from a copy. */
const NOT_REPLAYED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

/** Methods that change nothing; any other request may be a write. */
const READS = ['GET', 'HEAD', 'OPTIONS'];

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];
type Answer = { headers: OutgoingHttpHeaders; body: Buffer };
type Entry = {
  storedAt: number;
  html: Buffer;
  headers: OutgoingHttpHeaders;
  answers: Partial<Record<Encoding, Answer>>;
};

export type PageMemoOptions = {
  maxEntries?: number;
  maxQueryEntries?: number;
  now?: () => number;
  /** Called when a write on this server dropped the copies (not when `clear` is called). */
  onClear?: () => void;
};

export type PageMemo = ReturnType<typeof createPageMemo>;

export function createPageMemo(options: PageMemoOptions = {}) {
  const now = options.now ?? Date.now;
  /** Each budget's copies by address, oldest stored first. */
  const paths = {
    entries: new Map<string, Entry>(),
    max: options.maxEntries ?? PAGE_MEMO_MAX_ENTRIES,
  };
  const queries = {
    entries: new Map<string, Entry>(),
    max: options.maxQueryEntries ?? PAGE_MEMO_MAX_QUERY_ENTRIES,
  };
  const budgetOf = (key: string) => (key.includes('?') ? queries : paths);
  /** Bumped by every clear: an answer begun under an older generation is not kept. */
  let generation = 0;

  const clear = () => {
    generation++;
    paths.entries.clear();
    queries.entries.clear();
  };

  const fresh = (key: string) => {
    const entry = budgetOf(key).entries.get(key);
    const second = (time: number) => Math.floor(time / 1000);
    if (entry && second(now()) === second(entry.storedAt)) return entry;
    return undefined;
  };

  /**
   * The entry for this page: the compressed bodies of the copy it replaces, if the same page, each
   * with this render's headers. Not the old headers: they carry the old copy's second
   * (X-Accel-Expires), and nginx would store every later copy already expired — it never hit.
   */
  const entryFor = (key: string, html: Buffer, headers: OutgoingHttpHeaders): Entry => {
    const previous = budgetOf(key).entries.get(key);
    const answers: Entry['answers'] = {};
    if (previous?.html.equals(html)) {
      for (const encoding of ENCODINGS) {
        const body = previous.answers[encoding]?.body;
        if (body) answers[encoding] = { headers: answerHeaders(headers, encoding, body), body };
      }
    }
    return { storedAt: now(), html, headers, answers };
  };

  const store = (key: string, entry: Entry) => {
    const { entries, max } = budgetOf(key);
    entries.delete(key); // re-inserted last: the oldest address leaves first
    entries.set(key, entry);
    if (entries.size > max) entries.delete(entries.keys().next().value!);
  };

  return {
    /** Answers from a fresh copy; false when there is none (then call `record` and go on). */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      const key = memoKey(req);
      const entry = key === undefined ? undefined : fresh(key);
      if (!entry) return false;
      send(req, res, entry);
      return true;
    },

    /**
     * Watches an answer on its way out, between the last wrapper that sets headers (the security
     * policy) and compression. One every visitor would get the same is held whole, kept, and
     * sent from the copy — compressed here, with its length (a proxy's cached copy of a chunked
     * answer is sent chunked ever after). Anything else passes untouched. A write (any other
     * method) drops all copies when it finishes.
     */
    record(req: IncomingMessage, res: ServerResponse): void {
      if (!READS.includes(req.method ?? 'GET')) {
        res.on('finish', () => {
          clear();
          options.onClear?.();
        });
        return;
      }
      const key = memoKey(req);
      if (key === undefined || req.method !== 'GET') return;
      const begun = generation;
      interceptResponse(res, {
        // Decided at the first byte, when the headers are final.
        head: () => (shareable(res.statusCode, res.getHeaders()) ? 'collect' : undefined),
        end(html, { done }) {
          const entry = entryFor(key, html, res.getHeaders());
          // Begun before a write finished: it may show what the write changed. Sent, not kept.
          if (begun === generation && entry.html.length <= MAX_BODY_BYTES) store(key, entry);
          for (const name of res.getHeaderNames()) res.removeHeader(name);
          send(req, res, entry, done);
        },
      });
    },

    /** Drops every copy (a write elsewhere, told by page-memo-sync.ts). */
    clear,

    /** How many addresses are kept (for tests and the bench). */
    get size() {
      return paths.entries.size + queries.entries.size;
    },
  };
}

/** The address a copy is kept under, or undefined when this request may not use one. */
function memoKey(req: IncomingMessage): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = req.url ?? '/';
  if (url.includes('_rsc=')) return undefined;
  if (VARIANT_HEADERS.some((name) => req.headers[name] !== undefined)) return undefined;
  // Draft mode renders the page for one person.
  if (req.headers.cookie?.includes('__prerender_bypass')) return undefined;
  return url;
}

function shareable(status: number, headers: OutgoingHttpHeaders): boolean {
  return (
    status === 200 &&
    headers['cache-control'] === SHARED_CACHE_CONTROL &&
    headers['set-cookie'] === undefined &&
    /^text\/html/i.test(String(headers['content-type'] ?? '')) &&
    !/'nonce-/.test(String(headers['content-security-policy'] ?? ''))
  );
}

/** Brotli, else gzip, else none — what the `compression` step prefers too (both use negotiator). */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const headers = { 'accept-encoding': acceptEncoding ?? '' };
  // Ties (`*`, equal q) go to the first of `preferred`: negotiator 1's option, which
  // @types/negotiator 0.6 does not know yet.
  const negotiator = new Negotiator({ headers }) as unknown as {
    encodings(available: string[], options: { preferred: string[] }): string[];
  };
  const [best] = negotiator.encodings([...ENCODINGS], { preferred: [...ENCODINGS] });
  return (best as Encoding | undefined) ?? 'identity';
}

/**
 * Sends a copy in the encoding the client prefers, compressed once per copy. The response's own
 * methods as Node made them: on a held answer, the compression step's would compress it again.
 */
function send(req: IncomingMessage, res: ServerResponse, entry: Entry, done?: () => void) {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const answer = (entry.answers[encoding] ??= compressed(entry, encoding));
  ServerResponse.prototype.writeHead.call(res, 200, answer.headers);
  nativeEnd.call(res, req.method === 'HEAD' ? undefined : answer.body, done);
}

const nativeEnd = ServerResponse.prototype.end as (
  this: ServerResponse,
  chunk?: Buffer,
  done?: () => void,
) => ServerResponse;

function compressed(entry: Entry, encoding: Encoding): Answer {
  const body =
    encoding === 'br'
      ? // Quality 4, as the `compression` step uses: fast; once per version of a page.
        brotliCompressSync(entry.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'gzip'
        ? gzipSync(entry.html)
        : entry.html;
  return { headers: answerHeaders(entry.headers, encoding, body), body };
}

/** A copy's headers as replayed: the render's own, for this encoding and length. */
function answerHeaders(
  rendered: OutgoingHttpHeaders,
  encoding: Encoding,
  body: Buffer,
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(rendered)) {
    if (value !== undefined && !NOT_REPLAYED.has(name)) headers[name] = value;
  }
  const vary = String(headers.vary ?? '');
  if (!/accept-encoding/i.test(vary)) {
    headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  return headers;
}
