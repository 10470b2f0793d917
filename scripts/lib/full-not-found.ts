import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { isNotFoundPage, notFoundPageFor } from '@/lib/not-found-pages';

/**
 * Next.js 16.4 answers a page's `notFound()` with status 404 and an empty error shell
 * (`<html id="__next_error__">`: no lang, no heading, no links) and draws the not-found page in
 * the browser only (vercel/next.js#62228). This swaps such a shell, on its way out, for the full
 * server-rendered not-found page of the same language (src/lib/not-found-pages.ts), keeping the
 * 404 status, the headers and the visitor's URL. Other responses pass through untouched; only
 * 404 HTML answers of public pages are held back (a few kilobytes) to be looked at.
 */
export function serveFullNotFound(
  req: IncomingMessage,
  res: ServerResponse,
  fetchPage: (path: string) => Promise<string>,
): void {
  if (req.method !== 'GET' || req.headers.rsc) return;
  const pathname = new URL(req.url ?? '/', 'http://x').pathname;
  const patched = res as unknown as Record<string, (...args: unknown[]) => unknown>;
  /** Back to Node's own methods (they call each other, e.g. end → writeHead). */
  const release = () => {
    for (const name of ['writeHead', 'flushHeaders', 'write', 'end']) delete patched[name];
  };

  if (isNotFoundPage(pathname)) {
    // Visited directly, the not-found page is not a page: it answers 404 like what it stands for.
    for (const name of ['writeHead', 'flushHeaders', 'write', 'end'] as const) {
      patched[name] = (...args: unknown[]) => {
        release();
        res.statusCode = 404;
        if (name === 'writeHead') args[0] = 404;
        return (res[name] as (...a: unknown[]) => unknown)(...args);
      };
    }
    return;
  }
  const replacement = notFoundPageFor(pathname);
  if (!replacement) return;

  const chunks: Buffer[] = [];
  let held: boolean | undefined;
  /** Decided at the first byte: hold back only 404 HTML; anything else is released at once. */
  const holding = () => {
    if (held === undefined) {
      held =
        res.statusCode === 404 && /^text\/html/.test(String(res.getHeader('content-type') ?? ''));
      if (!held) release();
    }
    return held;
  };
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk == null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
    );
  };

  patched.writeHead = (...args: unknown[]) => {
    if (typeof args[0] === 'number') res.statusCode = args[0];
    const headers = args.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    for (const [name, value] of Object.entries((headers as Record<string, string>) ?? {})) {
      res.setHeader(name, value);
    }
    // Held: the headers go out with the body. Released: now.
    return holding() ? res : res.writeHead(res.statusCode);
  };
  patched.flushHeaders = () => {
    if (!holding()) res.flushHeaders();
  };
  patched.write = (chunk: unknown, ...rest: unknown[]) => {
    if (!holding()) return (res.write as (...a: unknown[]) => boolean)(chunk, ...rest);
    collect(chunk, rest[0]);
    (rest.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
    return true;
  };
  patched.end = (...args: unknown[]) => {
    if (!holding()) return (res.end as (...a: unknown[]) => ServerResponse)(...args);
    collect(args[0], args[1]);
    void finish().catch((error: unknown) => {
      console.error('[app] sending the not-found page failed:', error);
      release();
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
    return res;
  };

  async function finish() {
    const body = Buffer.concat(chunks);
    const encoding = String(res.getHeader('content-encoding') ?? '');
    release();
    if (!decode(body, encoding).includes('id="__next_error__"')) {
      res.end(body);
      return;
    }
    let page: string;
    try {
      page = await fetchPage(replacement!);
    } catch (error) {
      // Never worse than before: the framework's own answer.
      console.error(`[app] reading ${replacement} failed; sending the bare 404:`, error);
      res.end(body);
      return;
    }
    res.removeHeader('content-length');
    res.removeHeader('etag');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.statusCode = 404;
    // Compressed the way the framework had compressed the shell (the client accepts it).
    if (encoding === 'gzip') res.end(gzipSync(page));
    else {
      res.removeHeader('content-encoding');
      res.end(page);
    }
  }
}

function decode(body: Buffer, encoding: string): string {
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/**
 * Reads the not-found pages from this same server (they are prerendered, so this is cheap) and
 * keeps each for a minute: a crawler walking dead links costs one page render a minute.
 */
export function notFoundPageReader(origin: string): (path: string) => Promise<string> {
  const cache = new Map<string, { html: string; at: number }>();
  return async (path) => {
    const hit = cache.get(path);
    if (hit && Date.now() - hit.at < 60_000) return hit.html;
    const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) });
    const html = await response.text();
    if (response.status !== 404 || !html.includes('<h1')) {
      throw new Error(`${path} answered ${response.status}`);
    }
    cache.set(path, { html, at: Date.now() });
    return html;
  };
}
