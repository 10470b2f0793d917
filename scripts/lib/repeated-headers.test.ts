import { afterEach, describe, expect, it } from 'vitest';
import { collapseRepeatedHeaders } from './repeated-headers';
import { localServers } from '../../tests/setup/local-servers';

const servers = localServers();
afterEach(() => servers.closeAll());

/** The fields of an answer as they came over the wire. */
async function answer(origin: string) {
  const response = await fetch(origin, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.headers;
}

describe('collapseRepeatedHeaders', () => {
  it('sends a Location (and Link) that Next set twice once, and leaves other fields and cookies alone', async () => {
    const origin = await servers.start((_req, res) => {
      collapseRepeatedHeaders(res);
      res.setHeader('location', ['/en/products/a', '/en/products/a']);
      res.setHeader('link', ['</f.woff2>; rel=preload', '</f.woff2>; rel=preload']);
      res.setHeader('vary', ['rsc', 'accept-encoding']);
      res.setHeader('set-cookie', ['a=1', 'a=1']);
      res.writeHead(308).end();
    });
    const headers = await answer(origin);
    // fetch joins repeated fields with ", ": one value each means one field was sent.
    expect(headers.get('location')).toBe('/en/products/a');
    expect(headers.get('link')).toBe('</f.woff2>; rel=preload');
    expect(headers.get('vary')).toBe('rsc, accept-encoding');
    expect(headers.getSetCookie()).toEqual(['a=1', 'a=1']);
  });
});
