import { type IncomingHttpHeaders, request, type RequestListener } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseEncoding, createPageMemo, type PageMemoOptions } from './page-memo';
import { SHARED_CACHE_CONTROL } from './shared-cache-control';
import { localServers } from '../../tests/setup/local-servers';

/**
 * The server's one-second page copies (issue 14), over real HTTP with the real compression step:
 * what is kept, that a copy is the same page in every encoding, and that a write drops them.
 */
const servers = localServers();
afterEach(() => servers.closeAll());

const PAGE = `<!DOCTYPE html><html lang="he"><body>${'<p>מכונת פיצה</p>'.repeat(400)}</body></html>`;

/** What the app behind the memo answers; counts how often it was asked. */
function fakeApp(
  answer: (req: Parameters<RequestListener>[0]) => {
    status?: number;
    headers?: Record<string, string>;
    body?: string;
  },
) {
  const app = {
    calls: 0,
    listener: ((req, res) => {
      app.calls++;
      const { status = 200, headers = {}, body = PAGE } = answer(req);
      res.statusCode = status;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', SHARED_CACHE_CONTROL);
      res.setHeader('content-security-policy', "script-src 'self' 'sha256-abc'");
      res.setHeader('vary', 'rsc, next-router-state-tree');
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      // Next writes the page in pieces.
      res.write(body.slice(0, 100));
      res.end(body.slice(100));
    }) as RequestListener,
  };
  return app;
}

/**
 * The app behind the memo and compression. The clock stands still unless a test moves it: a copy
 * ends with its second, and a test crossing a real second boundary would see a fresh render.
 */
async function serve(app: ReturnType<typeof fakeApp>, options: PageMemoOptions = {}) {
  const memo = createPageMemo({ now: () => 1_000, ...options });
  const compress = compression();
  const origin = await servers.start((req, res) => {
    if (memo.serve(req, res)) return;
    compress(req as never, res as never, () => {});
    memo.record(req, res);
    app.listener(req, res);
  });
  return { memo, origin };
}

/** The answer's headers and body bytes as sent (node's fetch would decode them). */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { response, text: await response.text() };
}

describe('the page memo', () => {
  it('answers a second request for a prerendered page from memory, same page and headers', async () => {
    const app = fakeApp(() => ({}));
    const { origin } = await serve(app);
    const first = await get(`${origin}/products/pizza`);
    const second = await get(`${origin}/products/pizza`);
    expect(app.calls).toBe(1);
    expect(second.text).toBe(PAGE);
    expect(second.text).toBe(first.text);
    for (const name of ['content-type', 'cache-control', 'content-security-policy']) {
      expect(second.response.headers.get(name)).toBe(first.response.headers.get(name));
    }
    expect(second.response.headers.get('vary')).toBe(
      'rsc, next-router-state-tree, Accept-Encoding',
    );
  });

  it('sends the copy compressed the way the client asked', async () => {
    const app = fakeApp(() => ({}));
    const { origin } = await serve(app);
    await get(`${origin}/`);
    const raw = (encoding: string) => rawGet(`${origin}/`, encoding);
    const br = await raw('gzip, deflate, br');
    const gzip = await raw('gzip');
    const plain = await raw('identity');
    expect(app.calls).toBe(1);
    expect([br, gzip, plain].map((r) => r.headers['content-encoding'])).toEqual([
      'br',
      'gzip',
      undefined,
    ]);
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    expect(plain.body.toString()).toBe(PAGE);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
  });

  it('sends a kept page with its length, compressed once, even the first time', async () => {
    const app = fakeApp(() => ({}));
    const { origin } = await serve(app);
    const { headers } = await rawGet(`${origin}/`, 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(Number(headers['content-length'])).toBeGreaterThan(100);
    expect(headers['transfer-encoding']).toBeUndefined();
  });

  it('keeps a copy to the end of the second it was kept in', async () => {
    let time = 5_000;
    const app = fakeApp(() => ({}));
    const { origin } = await serve(app, { now: () => time });
    await get(`${origin}/`);
    time = 5_999;
    await get(`${origin}/`);
    expect(app.calls).toBe(1);
    time = 6_000;
    await get(`${origin}/`);
    expect(app.calls).toBe(2);
    time = 6_900;
    await get(`${origin}/`);
    expect(app.calls).toBe(2);
  });

  it("sends a later copy of the same page with that render's headers, not the first copy's", async () => {
    // What nginx reads: the copy's second. A replayed old second made nginx store every page
    // already expired (issue 38: no cache hit at all in front of the app).
    let time = 5_000;
    const app = fakeApp(() => ({ headers: { 'x-accel-expires': `@${Math.floor(time / 1000)}` } }));
    const { origin } = await serve(app, { now: () => time });
    const first = await rawGet(`${origin}/`, 'gzip');
    time = 9_000;
    const later = await rawGet(`${origin}/`, 'gzip');
    expect(app.calls).toBe(2);
    expect(first.headers['x-accel-expires']).toBe('@5');
    expect(later.headers['x-accel-expires']).toBe('@9');
    expect(gunzipSync(later.body).toString()).toBe(PAGE);
  });

  it.each([
    ['an error', { status: 404 }],
    ['a private answer', { headers: { 'cache-control': 'private, no-store' } }],
    ['an answer setting a cookie', { headers: { 'set-cookie': 'a=b' } }],
    ['an answer with a nonce', { headers: { 'content-security-policy': "script-src 'nonce-x'" } }],
    ['JSON', { headers: { 'content-type': 'application/json' } }],
  ])('never keeps %s', async (_, answer) => {
    const app = fakeApp(() => answer);
    const { origin } = await serve(app);
    await get(`${origin}/`);
    await get(`${origin}/`);
    expect(app.calls).toBe(2);
  });

  it.each([
    ['RSC payloads', { rsc: '1' }],
    ['prefetches', { 'next-router-prefetch': '1' }],
    ['draft mode', { cookie: '__prerender_bypass=x' }],
  ])('leaves %s to the app', async (_, headers) => {
    const app = fakeApp(() => ({}));
    const { origin } = await serve(app);
    await get(`${origin}/`);
    await get(`${origin}/`, headers);
    expect(app.calls).toBe(2);
  });

  it('tells one address from another, query included', async () => {
    const app = fakeApp((req) => ({ body: `${PAGE}${req.url}` }));
    const { origin } = await serve(app);
    expect((await get(`${origin}/a`)).text).toContain('/a');
    expect((await get(`${origin}/a?utm_source=x`)).text).toContain('/a?utm_source=x');
    expect((await get(`${origin}/a`)).text.endsWith('/a')).toBe(true);
    expect(app.calls).toBe(2);
  });

  it('drops every copy when a write finishes, and tells the other instances', async () => {
    let version = 1;
    let announced = 0;
    const app = fakeApp((req) => {
      if (req.method === 'POST') version++;
      return { body: `${PAGE}v${version}` };
    });
    const { origin } = await serve(app, { onClear: () => announced++ });
    expect((await get(`${origin}/`)).text).toMatch(/v1$/);
    await fetch(`${origin}/`, { method: 'POST', body: 'x' });
    // "Finished" is the server's 'finish' event, which can come a moment after the client has
    // the answer (a loaded CI machine once sent the next GET first).
    await vi.waitFor(() => expect(announced).toBe(1));
    expect((await get(`${origin}/`)).text).toMatch(/v2$/);
  });

  it('does not keep a page whose request began before a write finished', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    const memo = createPageMemo();
    const origin = await servers.start(async (req, res) => {
      if (memo.serve(req, res)) return;
      memo.record(req, res);
      if (req.url === '/slow') {
        arrived();
        await released; // rendered from data read before the write
      }
      res.setHeader('content-type', 'text/html');
      res.setHeader('cache-control', SHARED_CACHE_CONTROL);
      res.end(PAGE);
    });
    const slow = fetch(`${origin}/slow`);
    await slowArrived;
    await fetch(`${origin}/write`, { method: 'POST' });
    release();
    await (await slow).text();
    expect(memo.size).toBe(0);
  });

  it('keeps at most the given number of addresses, the oldest leaving first', async () => {
    const app = fakeApp(() => ({}));
    const { memo, origin } = await serve(app, { maxEntries: 2 });
    for (const path of ['/1', '/2', '/3']) await get(`${origin}${path}`);
    expect(memo.size).toBe(2);
    await get(`${origin}/3`);
    await get(`${origin}/1`);
    expect(app.calls).toBe(4);
  });

  it('keeps addresses with a query string in a budget of their own: ad clicks do not push pages out', async () => {
    const app = fakeApp(() => ({}));
    const { memo, origin } = await serve(app, { maxEntries: 2, maxQueryEntries: 2 });
    for (const path of ['/1', '/2']) await get(`${origin}${path}`);
    for (const click of ['a', 'b', 'c']) await get(`${origin}/1?fbclid=${click}`);
    expect(memo.size).toBe(4);
    await get(`${origin}/1`);
    await get(`${origin}/2`);
    expect(app.calls).toBe(5);
    await get(`${origin}/1?fbclid=a`);
    expect(app.calls).toBe(6);
  });

  it('answers HEAD from a copy without a body', async () => {
    const app = fakeApp(() => ({}));
    const { origin } = await serve(app);
    await get(`${origin}/`);
    const head = await fetch(`${origin}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(app.calls).toBe(1);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['deflate', 'identity'],
  ])('%s → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});
