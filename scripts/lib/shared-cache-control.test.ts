import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  limitSharedCaching,
  nginxExpiry,
  SHARED_CACHE_CONTROL,
  sharedCacheControl,
} from './shared-cache-control';
import { localServers } from '../../tests/setup/local-servers';

describe('sharedCacheControl', () => {
  it('lets shared caches keep a prerendered page one second', () => {
    expect(sharedCacheControl('s-maxage=86400, stale-while-revalidate=518400')).toBe(
      SHARED_CACHE_CONTROL,
    );
    expect(sharedCacheControl('public, S-MAXAGE=60')).toBe(SHARED_CACHE_CONTROL);
  });

  it('leaves private, no-store and immutable answers alone', () => {
    for (const value of [
      'private, no-cache, no-store, max-age=0, must-revalidate',
      'no-store',
      'public, max-age=31536000, immutable',
    ]) {
      expect(sharedCacheControl(value)).toBe(value);
    }
  });
});

describe('nginxExpiry', () => {
  it('names the second the answer is in', () => {
    expect(nginxExpiry(1_700_000_000_999)).toBe('@1700000000');
    expect(nginxExpiry(1_700_000_001_000)).toBe('@1700000001');
  });
});

describe('limitSharedCaching on a real response', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      limitSharedCaching(res);
      res.setHeader(
        'Cache-Control',
        req.url === '/page' ? 's-maxage=86400, stale-while-revalidate=518400' : 'no-store',
      );
      res.setHeader('X-Other', 's-maxage=5');
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('rewrites only the Cache-Control of cacheable pages', async () => {
    const page = await fetch(`${origin}/page`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
    expect(page.headers.get('x-other')).toBe('s-maxage=5');
    // nginx keeps it to the end of this second (within one of the request, whatever the rounding).
    const second = Number(page.headers.get('x-accel-expires')?.slice(1));
    expect(Math.abs(second - Date.now() / 1000)).toBeLessThan(1.5);
    const admin = await fetch(`${origin}/admin`);
    expect(admin.headers.get('cache-control')).toBe('no-store');
    expect(admin.headers.get('x-accel-expires')).toBeNull();
  });
});

describe('limitSharedCaching, however the header was written', () => {
  const servers = localServers();
  afterEach(() => servers.closeAll());

  it('a Cache-Control from writeHead or appendHeader (how Next writes a route’s headers) too', async () => {
    const origin = await servers.start((req, res) => {
      limitSharedCaching(res);
      const value = 's-maxage=31536000, stale-while-revalidate';
      if (req.url === '/append') res.appendHeader('cache-control', value);
      else res.writeHead(200, { 'cache-control': value });
      res.end('ok');
    });
    for (const path of ['/append', '/head']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL);
      expect(response.headers.get('x-accel-expires')).toMatch(/^@\d+$/);
      await response.text();
    }
  });
});
