import type { RequestListener } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { getScriptNonceFromHeader } from 'next/dist/server/app-render/get-script-nonce-from-header';
import { scriptHash } from './security-headers';
import { applySecurityHeaders } from './security-response';
import { localServers } from '../../tests/setup/local-servers';

/**
 * The headers the server puts on every answer and the policy it fits to each HTML answer, over
 * real HTTP, with handlers that answer the way Next does (whole, streamed, writeHead first).
 */
const OURS = '(function(){})();';
const FLIGHT = 'self.__next_f.push([1,"a"])';
const servers = localServers();

async function serve(app: RequestListener, dev = false) {
  return servers.start((req, res) => {
    applySecurityHeaders(req, res, { dev, ownScripts: [OURS] });
    app(req, res);
  });
}

afterEach(() => servers.closeAll());

const directives = (policy: string | null) =>
  new Map(
    (policy ?? '').split(/;\s*/).map((part) => {
      const [name, ...values] = part.split(' ');
      return [name!, values] as const;
    }),
  );

const html = `<html><body><script>${OURS}</script><script>${FLIGHT}</script><script>alert(1)</script></body></html>`;

describe('applySecurityHeaders', () => {
  it('a page sent whole: its trusted inline scripts by hash, no nonce, never unsafe-inline or eval', async () => {
    const origin = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(html);
    });
    const response = await fetch(origin);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual([
      "'self'",
      `'${scriptHash(OURS)}'`,
      `'${scriptHash(FLIGHT)}'`,
    ]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-eval/);
    expect(await response.text()).toBe(html);
  });

  it('a page streamed after writeHead: the nonce Next was given, the hashes of its first part, and the site’s own scripts wherever they come', async () => {
    let given: string | undefined;
    const origin = await serve((req, res) => {
      given = getScriptNonceFromHeader(String(req.headers['content-security-policy']));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.flushHeaders();
      res.write(`<html><body><script>${FLIGHT}</script>`);
      setTimeout(
        () => res.end(`<script nonce="${given}">$RC("B:0","S:0")</script></body></html>`),
        20,
      );
    });
    const response = await fetch(origin);
    const scriptSrc = directives(response.headers.get('content-security-policy')).get('script-src');
    expect(given).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // The boot script is in no chunk yet when the policy is fixed (the blog preview streams it
    // later, without the nonce): its fixed hash is in the policy all the same.
    expect(scriptSrc).toEqual([
      "'self'",
      `'nonce-${given}'`,
      `'${scriptHash(FLIGHT)}'`,
      `'${scriptHash(OURS)}'`,
    ]);
    expect(await response.text()).toContain('$RC');

    // Every request has its own.
    await fetch(origin).then((r) => r.text());
    const second = given;
    await fetch(origin).then((r) => r.text());
    expect(given).not.toBe(second);
  });

  it('a page rendered for this request but sent whole (a cache miss): its nonce too', async () => {
    let given: string | undefined;
    const origin = await serve((req, res) => {
      given = getScriptNonceFromHeader(String(req.headers['content-security-policy']));
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<html><body><script nonce="${given}">${FLIGHT}</script></body></html>`);
    });
    const response = await fetch(origin);
    const scriptSrc = directives(response.headers.get('content-security-policy')).get('script-src');
    expect(scriptSrc).toEqual([
      "'self'",
      `'nonce-${given}'`,
      `'${scriptHash(FLIGHT)}'`,
      `'${scriptHash(OURS)}'`,
    ]);
  });

  it('an answer whose route set its own policy keeps it, whole and alone (uploads: a sandbox)', async () => {
    const sandbox = "default-src 'none'; img-src 'self'; sandbox";
    const origin = await serve((_req, res) => {
      // Next writes a route's headers with appendHeader: ours must not be there to add to.
      res.appendHeader('content-security-policy', sandbox);
      res.setHeader('content-type', 'image/jpeg');
      res.setHeader('content-length', '3');
      res.end(Buffer.from([1, 2, 3]));
    });
    const response = await fetch(origin);
    expect(response.headers.get('content-security-policy')).toBe(sandbox);
    expect(response.headers.get('content-length')).toBe('3');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('every answer, HTML or not, carries the other headers; JSON gets a policy with no inline script', async () => {
    const origin = await serve((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    const response = await fetch(origin);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
    });
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\)/);
    expect(directives(response.headers.get('content-security-policy')).get('script-src')).toEqual([
      "'self'",
    ]);
  });

  it("the build's scripts, styles and fonts carry nosniff and HSTS only; its other files and a missing one keep everything", async () => {
    const origin = await serve((req, res) => {
      const type = req.url!.endsWith('.css')
        ? 'text/css; charset=utf-8'
        : req.url!.endsWith('.woff2')
          ? 'font/woff2'
          : req.url!.endsWith('.svg')
            ? 'image/svg+xml'
            : req.url!.startsWith('/_next/static/')
              ? 'application/javascript; charset=utf-8'
              : 'text/javascript';
      res.setHeader('content-type', type);
      res.end('x');
    });
    for (const file of [
      '/_next/static/chunks/a1.js',
      '/_next/static/css/b2.css',
      '/_next/static/media/heebo.woff2',
    ]) {
      const headers = Object.fromEntries((await fetch(`${origin}${file}`)).headers);
      expect(headers['x-content-type-options'], file).toBe('nosniff');
      expect(headers['strict-transport-security'], file).toBe(
        'max-age=63072000; includeSubDomains',
      );
      for (const name of [
        'content-security-policy',
        'permissions-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'referrer-policy',
      ]) {
        expect(headers[name], `${file} ${name}`).toBeUndefined();
      }
    }
    // A picture of the build can be opened as a document (an SVG runs script); a script outside
    // the build is not ours to vouch for.
    for (const file of ['/_next/static/media/logo.svg', '/public-script.js']) {
      const response = await fetch(`${origin}${file}`);
      expect(response.headers.get('permissions-policy'), file).toMatch(/camera/);
      expect(directives(response.headers.get('content-security-policy')).get('script-src')).toEqual(
        ["'self'"],
      );
    }
  });

  it('in development: no HSTS (a dev box is plain http), and eval for React’s debugging', async () => {
    const origin = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end('<html></html>');
    }, true);
    const response = await fetch(origin);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('content-security-policy')).toMatch(/'unsafe-eval'/);
  });
});
