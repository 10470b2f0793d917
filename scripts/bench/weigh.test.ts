import { describe, expect, it } from 'vitest';
import { rscPayloadBytes, scriptSources } from './weigh';

/** What the bench counts as a page's JavaScript and inline RSC payload. */
describe('scriptSources', () => {
  it('lists the scripts a current browser loads, not the noModule polyfills', () => {
    const html =
      '<script src="/a.js" async=""></script><script src="/polyfills.js" noModule=""></script>' +
      '<script>self.x=1</script><script src="/b.js?x=1&amp;y=2"></script>';
    expect(scriptSources(html)).toEqual(['/a.js', '/b.js?x=1&y=2']);
  });
});

describe('rscPayloadBytes', () => {
  it('counts the payload scripts with or without a nonce', () => {
    const push = 'self.__next_f.push([1,"אב"])';
    const html = `<script>${push}</script><script nonce="n1">${push}</script><script>other()</script>`;
    expect(rscPayloadBytes(html)).toBe(2 * Buffer.byteLength(push));
  });
});
