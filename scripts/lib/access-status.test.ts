import type { RequestListener } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessStatus } from '@/features/auth/access-status';
import {
  accessStatusFor,
  accessStatusIn,
  isAccessCheckedPath,
  isBackOfficePath,
  serveAccessStatus,
  type AnswerStart,
} from './access-status';
import { applySecurityHeaders } from './security-response';
import { localServers } from '../../tests/setup/local-servers';

/** A back-office page's first bytes the way React writes them: the mark hoisted into <head>. */
const page = (status?: AccessStatus, body = '<main><h1>כניסה לחשבון</h1></main>') =>
  `<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charSet="utf-8"/>` +
  (status ? `<meta name="access-status" content="${status}"/>` : '') +
  `<title>ממשק ניהול</title></head><body>${body}`;

describe('isAccessCheckedPath', () => {
  it('is the back office’s pages: /admin, below it, and /account', () => {
    for (const path of ['/admin', '/admin/', '/admin/machines', '/admin/blogs/1', '/account']) {
      expect(isAccessCheckedPath(path), path).toBe(true);
    }
    for (const path of ['/', '/administrator', '/accounts', '/auth', '/api/admin/x', '/en/admin']) {
      expect(isAccessCheckedPath(path), path).toBe(false);
    }
  });
});

describe('isBackOfficePath', () => {
  it('is every address of the back office: /admin, /auth, /account and below them', () => {
    for (const path of [
      '/admin',
      '/admin/x',
      '/admin/machines/x',
      '/auth',
      '/auth/x',
      '/account/x',
    ]) {
      expect(isBackOfficePath(path), path).toBe(true);
    }
    for (const path of ['/', '/authx', '/administrator', '/accounts', '/api/auth/x', '/en/auth']) {
      expect(isBackOfficePath(path), path).toBe(false);
    }
  });
});

describe('accessStatusIn', () => {
  it('reads the mark in the head', () => {
    expect(accessStatusIn(page(401))).toBe(401);
    expect(accessStatusIn(page(403))).toBe(403);
    expect(accessStatusIn(page(404))).toBe(404);
    expect(accessStatusIn(page())).toBeUndefined();
  });

  it('ignores anything but the exact mark, and anything after the head', () => {
    expect(accessStatusIn('<head><meta name="access-status" content="500"/></head>')).toBe(
      undefined,
    );
    // What page content turns into: React escapes quotes and brackets, flight data backslashes.
    expect(
      accessStatusIn(page(undefined, '&lt;meta name=&quot;access-status&quot; content=&quot;403')),
    ).toBeUndefined();
    expect(
      accessStatusIn(
        `${page()}<script>self.__next_f.push([1,"\\u003cmeta name=\\"access-status\\" content=\\"403\\"/>"])</script>`,
      ),
    ).toBeUndefined();
    expect(
      accessStatusIn(`${page()}</head><meta name="access-status" content="403"/>`),
    ).toBeUndefined();
  });
});

describe('accessStatusFor', () => {
  const answer = (over: Partial<AnswerStart> = {}): AnswerStart => ({
    method: 'GET',
    pathname: '/admin',
    rsc: false,
    status: 200,
    contentType: 'text/html; charset=utf-8',
    first: page(403),
    ...over,
  });

  it('gives a marked back-office page its status', () => {
    expect(accessStatusFor(answer())).toBe(403);
    expect(accessStatusFor(answer({ pathname: '/account', first: page(401) }))).toBe(401);
    expect(accessStatusFor(answer({ method: 'HEAD' }))).toBe(403);
  });

  it('leaves every other answer as Next made it', () => {
    expect(accessStatusFor(answer({ first: page() }))).toBe(200);
    expect(accessStatusFor(answer({ pathname: '/' }))).toBe(200);
    expect(accessStatusFor(answer({ pathname: '/blog/x' }))).toBe(200);
    expect(accessStatusFor(answer({ rsc: true }))).toBe(200);
    expect(accessStatusFor(answer({ method: 'POST' }))).toBe(200);
    expect(accessStatusFor(answer({ contentType: 'text/x-component' }))).toBe(200);
    expect(accessStatusFor(answer({ first: undefined }))).toBe(200);
    // Never turns an error into a refusal.
    expect(accessStatusFor(answer({ status: 500 }))).toBe(500);
    expect(accessStatusFor(answer({ status: 404 }))).toBe(404);
  });
});

describe('accessStatusFor: the back office’s not-found screen', () => {
  const answer = (pathname: string, status?: AccessStatus): AnswerStart => ({
    method: 'GET',
    pathname,
    rsc: false,
    status: 200,
    contentType: 'text/html; charset=utf-8',
    first: page(status, '<main><h1>הדף לא נמצא</h1></main>'),
  });

  it('gives 404 to a marked page anywhere in the back office, /auth included', () => {
    for (const path of ['/admin/nonexistent', '/admin/machines/x', '/auth/x', '/account/x']) {
      expect(accessStatusFor(answer(path, 404)), path).toBe(404);
      expect(accessStatusFor({ ...answer(path, 404), method: 'HEAD' }), path).toBe(404);
    }
  });

  it('never gives 404 outside the back office, and no refusal where pages do not refuse', () => {
    expect(accessStatusFor(answer('/', 404))).toBe(200);
    expect(accessStatusFor(answer('/en/about', 404))).toBe(200);
    expect(accessStatusFor(answer('/api/auth/x', 404))).toBe(200);
    // /auth is anyone's page: it never answers 401 / 403, whatever its HTML holds.
    expect(accessStatusFor(answer('/auth', 401))).toBe(200);
    expect(accessStatusFor(answer('/auth/x', 403))).toBe(200);
    expect(accessStatusFor(answer('/auth'))).toBe(200);
    // A client navigation's payload keeps its status.
    expect(accessStatusFor({ ...answer('/admin/x', 404), rsc: true })).toBe(200);
  });
});

describe('serveAccessStatus', () => {
  const servers = localServers();
  afterEach(() => servers.closeAll());

  /** The wrappers in start.ts's order: the security policy first, this one around it. */
  const serve = (app: RequestListener) =>
    servers.start((req, res) => {
      applySecurityHeaders(req, res, { dev: false, ownScripts: [] });
      serveAccessStatus(req, res, new URL(req.url ?? '/', 'http://x').pathname);
      app(req, res);
    });

  /**
   * Next's way with a page that reads the session first (seen on a real build): the headers
   * flushed, the prerendered shell written (empty: the page blocks), then the page in chunks.
   */
  const streamed = (first: string) =>
    serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.flushHeaders();
      res.write(new Uint8Array(0));
      res.write(first);
      setTimeout(() => res.end('<div hidden id="S:0">later</div></body></html>'), 20);
    });

  it('answers a marked back-office page with its status, the page and its headers intact', async () => {
    const origin = await streamed(page(401));
    const response = await fetch(`${origin}/admin/machines`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.text()).toBe(
      `${page(401)}<div hidden id="S:0">later</div></body></html>`,
    );
    const denied = await fetch(`${await streamed(page(403))}/admin`);
    expect(denied.status).toBe(403);
    await denied.text();
  });

  it('after an explicit writeHead(200) too', async () => {
    const origin = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(page(403));
      res.end('</body></html>');
    });
    const response = await fetch(`${origin}/admin/seo`);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(`${page(403)}</body></html>`);
  });

  it('a page sent whole (end only) too', async () => {
    const origin = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page(403));
    });
    const response = await fetch(`${origin}/account`);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(page(403));
  });

  it('leaves an admin’s page, other paths and RSC requests alone', async () => {
    const origin = await streamed(page(403));
    const other = await fetch(`${origin}/`);
    expect(other.status).toBe(200);
    await other.text();
    const rsc = await fetch(`${origin}/admin`, { headers: { rsc: '1' } });
    expect(rsc.status).toBe(200);
    await rsc.text();

    const admin = await fetch(`${await streamed(page())}/admin`);
    expect(admin.status).toBe(200);
    await admin.text();
  });

  it('answers a back-office address with no page 404, the not-found screen intact', async () => {
    const notFound = page(404, '<main><h1>הדף לא נמצא</h1></main>');
    const origin = await streamed(notFound);
    for (const path of ['/admin/nonexistent', '/auth/x', '/account/x', '/admin/machines/x']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(await response.text(), path).toBe(
        `${notFound}<div hidden id="S:0">later</div></body></html>`,
      );
    }
    // The sign-in page itself is left as Next made it.
    const signIn = await fetch(`${await streamed(page())}/auth`);
    expect(signIn.status).toBe(200);
    await signIn.text();
  });

  it('never turns an error answer into a refusal', async () => {
    const origin = await serve((_req, res) => {
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page(403));
    });
    const response = await fetch(`${origin}/admin`);
    expect(response.status).toBe(500);
    await response.text();
  });
});
