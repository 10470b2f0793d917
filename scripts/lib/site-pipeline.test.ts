import type { IncomingMessage, ServerResponse } from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageMemo } from './page-memo';
import { requestListener, type Handler } from './pipeline';
import { scriptHash } from './security-headers';
import { siteSteps } from './site-pipeline';
import { createViewEndpoint } from '@/features/analytics/view-endpoint';
import { localServers } from '../../tests/setup/local-servers';

/**
 * The site's whole request path once, in its order, over real HTTP, with a stand-in for Next that
 * answers the way Next does: each step's own behaviour is tested in its module; this proves they
 * work together in this order.
 */
const servers = localServers();
afterEach(() => servers.closeAll());

const OURS = '(function(){})();';
const FLIGHT = 'self.__next_f.push([1,"a"])';
const PAGE = `<!DOCTYPE html><html lang="he"><head></head><body><script>${OURS}</script><script>${FLIGHT}</script>${'<p>מכונת פיצה</p>'.repeat(300)}</body></html>`;

/** Next's part: a prerendered page, an error shell, a back-office refusal, a failure. */
function standInForNext() {
  const seen: string[] = [];
  const handler: Handler = async (req: IncomingMessage, res: ServerResponse) => {
    seen.push(`${req.method} ${req.url}`);
    /** A prerendered page is sent in one piece; a rendered one streams. */
    const html = (status: number, body: string, cache = 'private, no-store', whole = false) => {
      res.statusCode = status;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', cache);
      if (whole) return void res.end(body);
      res.write(body.slice(0, 50));
      res.end(body.slice(50));
    };
    if (req.url === '/boom') throw new Error('a bug');
    if (req.url === '/no-such-page') {
      return html(
        404,
        '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>',
      );
    }
    if (req.url === '/admin') {
      return html(
        200,
        '<html><head><meta name="access-status" content="401"/></head><body>sign in</body></html>',
        'private, no-store',
        true,
      );
    }
    if (req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += chunk;
      res.end(`action got ${body}`);
      return;
    }
    html(200, PAGE, 's-maxage=31536000, stale-while-revalidate=1', true);
  };
  return { seen, handler };
}

async function start() {
  const next = standInForNext();
  const steps = siteSteps({
    dev: false,
    // One second that never ends: a copy stays fresh for the whole test.
    memo: createPageMemo({ now: () => 1_000_000 }),
    security: { dev: false, ownScripts: [OURS] },
    trustProxy: false,
    readNotFoundPage: async (path) => ({
      html: `<html><body><h1>not found: ${path}</h1></body></html>`,
    }),
    views: createViewEndpoint({
      isPage: async (path) => path === '/contact',
      site: 'x',
      perMinute: 100,
    }),
  });
  const origin = await servers.start(requestListener(steps, next.handler));
  return { origin, seen: next.seen, steps };
}

function raw(origin: string, requestLine: string): Promise<string> {
  const { port } = new URL(origin);
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect({ port: Number(port), host: '127.0.0.1' }, () =>
      socket.write(`${requestLine}\r\nHost: x\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer));
  });
}

describe('the site’s request path', () => {
  it('lists its steps in the order the server depends on', async () => {
    const { steps } = await start();
    expect(steps.map((step) => step.name)).toEqual([
      'entry guard',
      'request limits',
      'page views',
      'page memo: serve a copy',
      'compression',
      'page memo: keep a copy',
      'security policy',
      'repeated headers',
      'malformed escapes',
      'client address',
      'server-action guard',
      'shared caching',
      'declared length',
      'access status',
      'full error pages',
    ]);
  });

  it('refusals answer before Next: bad targets 400, methods 405, foreign actions 403, unreadable actions 400', async () => {
    const { origin, seen } = await start();
    expect(await raw(origin, 'GET // HTTP/1.1')).toMatch(/^HTTP\/1\.1 400 /);
    expect((await fetch(origin, { method: 'PUT' })).status).toBe(405);
    const action = (init: RequestInit) =>
      fetch(`${origin}/contact`, { method: 'POST', ...init }).then((r) => r.status);
    expect(
      await action({ headers: { 'next-action': 'a', origin: 'https://evil.test' }, body: '[]' }),
    ).toBe(403);
    expect(await action({ headers: { 'next-action': 'a' }, body: '[1,' })).toBe(400);
    expect(seen).toEqual([]);
    // A readable action reaches Next with its body whole.
    const ok = await fetch(`${origin}/contact`, {
      method: 'POST',
      headers: { 'next-action': 'a' },
      body: '["x"]',
    });
    expect(await ok.text()).toBe('action got ["x"]');
  });

  it('answers page-view beacons itself: only POST, only from the site, small, real pages', async () => {
    const { origin, seen } = await start();
    // A page copy kept before the beacons…
    expect((await fetch(origin)).status).toBe(200);
    const send = (body: string, headers: Record<string, string> = {}, method = 'POST') =>
      fetch(`${origin}/api/views`, {
        method,
        headers: { 'user-agent': 'Googlebot/2.1', ...headers },
        body: method === 'GET' ? undefined : body,
      });
    expect((await send('', {}, 'GET')).status).toBe(405);
    expect((await send('{"p":"/contact"}', { origin: 'https://evil.test' })).status).toBe(403);
    expect((await send(JSON.stringify({ p: '/contact', r: 'a'.repeat(10_000) }))).status).toBe(413);
    expect((await send('{"p":')).status).toBe(400);
    expect((await send('{"p":"/nowhere"}')).status).toBe(404);
    // A real page from a bot: accepted, not counted (nothing reaches the database here).
    const bot = await send('{"p":"/contact"}');
    expect(bot.status).toBe(204);
    expect(bot.headers.get('set-cookie')).toBeNull();
    // …is still served after them: a beacon is not a content change (no POST reached Next).
    expect((await fetch(origin)).status).toBe(200);
    expect(seen).toEqual(['GET /']);
  });

  it('the server’s own answers carry the fixed security headers: refusals, OPTIONS *, the last-resort page', async () => {
    const { origin } = await start();
    const fixed = [
      ['x-content-type-options', 'nosniff'],
      ['referrer-policy', 'strict-origin-when-cross-origin'],
      ['cross-origin-opener-policy', 'same-origin'],
      ['x-frame-options', 'DENY'],
      ['strict-transport-security', 'max-age=63072000; includeSubDomains'],
    ];
    const missing = (headers: Headers) =>
      fixed.filter(([name, value]) => headers.get(name!) !== value).map(([name]) => name);
    const answers = {
      // Refused by the request limits, before the security policy step.
      405: () => fetch(origin, { method: 'PUT' }),
      // Refused by the server-action guard, after it.
      403: () =>
        fetch(`${origin}/contact`, {
          method: 'POST',
          headers: { 'next-action': 'a', origin: 'https://evil.test' },
          body: '[]',
        }),
      500: () => fetch(`${origin}/boom`),
    };
    for (const [status, send] of Object.entries(answers)) {
      const response = await send();
      expect(response.status).toBe(Number(status));
      expect(missing(response.headers), status).toEqual([]);
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      await response.text();
    }
    for (const line of ['GET // HTTP/1.1', 'OPTIONS * HTTP/1.1']) {
      const answer = await raw(origin, line);
      for (const [name, value] of fixed) {
        expect(answer).toMatch(new RegExp(`\r\n${name}: ${value}\r\n`, 'i'));
      }
    }
  });

  it('a page: hashed policy, shared caching limited, compressed, and kept: the next request in the second never reaches Next', async () => {
    const { origin, seen } = await start();
    const get = () => fetch(`${origin}/`, { headers: { 'accept-encoding': 'br' } });
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    const policy = first.headers.get('content-security-policy')!;
    expect(policy).toContain(`'${scriptHash(OURS)}'`);
    expect(policy).toContain(`'${scriptHash(FLIGHT)}'`);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    // fetch decodes brotli itself: the page arrives whole.
    expect(await first.text()).toBe(PAGE);
    const again = await get();
    expect(await again.text()).toBe(PAGE);
    expect(again.headers.get('content-security-policy')).toBe(policy);
    expect(seen).toEqual(['GET /']);
  });

  it('Next’s empty error shell becomes the full page; a marked back-office refusal gets its status', async () => {
    const { origin } = await start();
    const missing = await fetch(`${origin}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>not found: /missing</h1>');
    const admin = await fetch(`${origin}/admin`);
    expect(admin.status).toBe(401);
    expect(await admin.text()).toContain('sign in');
  });

  it('a step or Next throwing: 500 with the last-resort page, never an open socket', async () => {
    const { origin } = await start();
    const response = await fetch(`${origin}/boom`);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Something went wrong on our side');
  });
});
