import type { RequestListener } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isNotFoundPage, notFoundPageFor } from '@/lib/not-found-pages';
import { type ErrorPage, RETRY_AFTER_SECONDS, serveFullErrorPages } from './full-error-pages';
import { localServers } from '../../tests/setup/local-servers';

/**
 * The server's swap of Next's empty not-found shell for the full not-found page (issue 13), over
 * real HTTP: which addresses get which page, that the status, headers and other answers are
 * kept, and that a failure to read the page still answers 404.
 */
describe('notFoundPageFor', () => {
  it.each([
    ['/no-such-page', '/missing'],
    ['/404', '/missing'],
    ['/products/a/b', '/missing'],
    ['/blog/no-such-post', '/missing/post'],
    ['/blog-preview/123', '/missing/post'],
    ['/en', '/en/missing'],
    ['/en/no-such-page', '/en/missing'],
    ['/en/blog/no-such-post', '/en/missing/post'],
    ['/he/blog/x', '/missing/post'],
  ])('%s → %s', (path, page) => {
    expect(notFoundPageFor(path)).toBe(page);
  });

  it.each(['/api/nothing', '/uploads/x.png', '/admin/blogs/1', '/auth/x', '/_next/x', '/logo.svg'])(
    '%s is not a public page: left alone',
    (path) => {
      expect(notFoundPageFor(path)).toBeUndefined();
    },
  );

  it('knows the not-found pages themselves', () => {
    expect(
      ['/missing', '/en/missing', '/missing/post', '/en/missing/post/'].every(isNotFoundPage),
    ).toBe(true);
    expect(isNotFoundPage('/missing-link')).toBe(false);
  });
});

const SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>';
const servers = localServers();

const FONT_PRELOAD = '</_next/static/media/heebo.woff2>; rel=preload; as="font"; crossorigin=""';

async function serve(
  app: RequestListener,
  fetchPage = async (path: string): Promise<ErrorPage> => ({
    html: `<h1>${path}</h1>`,
    link: FONT_PRELOAD,
  }),
) {
  return servers.start((req, res) => {
    serveFullErrorPages(req, res, fetchPage, new URL(req.url ?? '/', 'http://x').pathname);
    app(req, res);
  });
}

afterEach(() => servers.closeAll());

/** Next's answer to notFound(): 404, no-store, the shell written in pieces. */
const nextNotFound: RequestListener = (_req, res) => {
  res.statusCode = 404;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  res.write(SHELL.slice(0, 20));
  res.end(SHELL.slice(20));
};

describe('serveFullErrorPages', () => {
  it('swaps the empty shell for the page of the address’s language, still 404', async () => {
    const origin = await serve(nextNotFound);
    const response = await fetch(`${origin}/en/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    // The page's font preloads come with it: a cold visit draws the text in the site's font.
    expect(response.headers.get('link')).toBe(FONT_PRELOAD);
    expect(await response.text()).toBe('<h1>/en/missing</h1>');

    const post = await fetch(`${origin}/blog/no-such-post`);
    expect(post.status).toBe(404);
    expect(await post.text()).toBe('<h1>/missing/post</h1>');
  });

  it('reads a compressed shell too', async () => {
    const origin = await serve((_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync(SHELL));
    });
    const response = await fetch(`${origin}/x`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('<h1>/missing</h1>');
  });

  it('leaves pages, a real 404 page, client navigations and other sections alone', async () => {
    const origin = await serve((req, res) => {
      if (req.url === '/about') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>About</h1>');
      } else if (req.url === '/styled') {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Styled 404</h1>');
      } else nextNotFound(req, res);
    });
    expect(await (await fetch(`${origin}/about`)).text()).toBe('<h1>About</h1>');
    expect(await (await fetch(`${origin}/styled`)).text()).toBe('<h1>Styled 404</h1>');
    const rsc = await fetch(`${origin}/en/x`, { headers: { rsc: '1' } });
    expect(await rsc.text()).toBe(SHELL);
    expect(await (await fetch(`${origin}/api/nothing`)).text()).toBe(SHELL);
  });

  it('keeps a wrapper the framework puts around the response after us (compression)', async () => {
    // Like a compressing wrapper: transforms and holds what is written until its own end().
    const origin = await serve((_req, res) => {
      const write = res.write.bind(res) as (chunk: string) => boolean;
      const end = res.end.bind(res) as (chunk?: string) => void;
      let buffered = '';
      res.write = ((chunk: string) => {
        buffered += chunk.toUpperCase();
        return true;
      }) as typeof res.write;
      res.end = ((chunk?: string) => {
        write(buffered + (chunk ?? '').toUpperCase());
        end();
      }) as typeof res.end;
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>one</p>');
      setTimeout(() => {
        res.write('<p>two</p>');
        res.end('<p>end</p>');
      }, 20);
    });
    const response = await fetch(`${origin}/blog-preview/1`, { signal: AbortSignal.timeout(3000) });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<P>ONE</P><P>TWO</P><P>END</P>');
  });

  it('answers 404 when the not-found page itself is visited', async () => {
    const origin = await serve((_req, res) => {
      res.statusCode = 200;
      res.setHeader('content-type', 'text/html');
      res.end('<h1>Page not found</h1>');
    });
    const response = await fetch(`${origin}/en/missing`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Page not found</h1>');
  });

  it('still answers 404 (with the bare shell) when the page cannot be read', async () => {
    const origin = await serve(nextNotFound, async () => {
      throw new Error('down');
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await fetch(`${origin}/no-such-page`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(SHELL);
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });

  it('swaps a failed render (500 shell) for the unavailable page: 503, Retry-After, never cached', async () => {
    const origin = await serve((_req, res) => {
      res.statusCode = 500;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
      res.end(SHELL);
    });
    for (const [path, page] of [
      ['/products/new-one', '/unavailable'],
      ['/en/location/new-one', '/en/unavailable'],
    ]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe(`<h1>${page}</h1>`);
    }
    // Outside the public site a 500 stays what it is.
    expect((await fetch(`${origin}/api/x`)).status).toBe(500);
  });

  it('answers 503 when the unavailable page itself is visited', async () => {
    const origin = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end('<h1>Unavailable</h1>');
    });
    const response = await fetch(`${origin}/en/unavailable`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  });
});
