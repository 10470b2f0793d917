import { afterEach, describe, expect, it } from 'vitest';
import { DECLARED_LENGTH_HEADER } from '@/lib/declared-length';
import { restoreDeclaredLength } from './declared-length';
import { localServers } from '../../tests/setup/local-servers';

const servers = localServers();
afterEach(() => servers.closeAll());

describe('restoreDeclaredLength', () => {
  it('a declared length becomes Content-Length (not chunked), whether set before or in writeHead', async () => {
    const origin = await servers.start((req, res) => {
      restoreDeclaredLength(res);
      if (req.url === '/head-args') {
        res.writeHead(200, { [DECLARED_LENGTH_HEADER]: '5', 'content-type': 'image/png' });
      } else {
        res.setHeader(DECLARED_LENGTH_HEADER, '5');
        res.setHeader('content-type', 'image/png');
      }
      res.write('12');
      res.end('345');
    });
    for (const path of ['/set', '/head-args']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('content-length')).toBe('5');
      expect(response.headers.get('transfer-encoding')).toBeNull();
      expect(response.headers.get(DECLARED_LENGTH_HEADER)).toBeNull();
      expect(await response.text()).toBe('12345');
    }
  });

  it('a declared length that is not a whole number is dropped; the answer goes out chunked', async () => {
    const origin = await servers.start((_req, res) => {
      restoreDeclaredLength(res);
      res.setHeader(DECLARED_LENGTH_HEADER, '5; evil');
      res.write('12');
      res.end('345');
    });
    const response = await fetch(origin);
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get(DECLARED_LENGTH_HEADER)).toBeNull();
    expect(await response.text()).toBe('12345');
  });
});
