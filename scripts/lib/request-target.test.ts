import { describe, expect, it } from 'vitest';
import { readRequestTarget } from './request-target';

describe('readRequestTarget', () => {
  it.each(['//', '///', '//?a=1', '//@', '//:80', '//#', '/\\', '/\\\\', '//evil.example/x'])(
    '%s: refused (a host where a path belongs)',
    (target) => {
      expect(readRequestTarget('GET', target)).toEqual({ kind: 'refused' });
    },
  );

  it.each(['http://localhost/', 'localhost:80', '', 'a', '?x', '#'])(
    '%j: refused (not origin form)',
    (target) => {
      expect(readRequestTarget('GET', target)).toEqual({ kind: 'refused' });
    },
  );

  it('"*" is for OPTIONS only', () => {
    expect(readRequestTarget('OPTIONS', '*')).toEqual({ kind: 'server-options' });
    for (const method of ['GET', 'HEAD', 'POST', 'DELETE']) {
      expect(readRequestTarget(method, '*')).toEqual({ kind: 'refused' });
    }
  });

  it('a path: its pathname, once, without the query or a stray fragment', () => {
    expect(readRequestTarget('GET', '/')).toEqual({ kind: 'path', pathname: '/' });
    expect(readRequestTarget('GET', '/en/products?utm_source=x')).toEqual({
      kind: 'path',
      pathname: '/en/products',
    });
    expect(readRequestTarget('GET', '/a#b?c')).toEqual({ kind: 'path', pathname: '/a' });
    // Percent-escapes stay as sent: decoding them is the next step's business.
    expect(readRequestTarget('GET', '/%2F%2Fx')).toEqual({ kind: 'path', pathname: '/%2F%2Fx' });
    expect(readRequestTarget('GET', '/a//b')).toEqual({ kind: 'path', pathname: '/a//b' });
  });
});
