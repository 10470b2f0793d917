import type { ServerResponse } from 'node:http';
import { DECLARED_LENGTH_HEADER } from '@/lib/declared-length';
import { applyWriteHead, wrapResponse } from './response-wrap';

/**
 * Puts a route's declared length (src/lib/declared-length.ts) back as Content-Length, at the
 * answer's first output, before the steps closer to the socket see the headers. A declared
 * length that is not a whole number is dropped.
 */
export function restoreDeclaredLength(res: ServerResponse): void {
  const { names, patched, call } = wrapResponse(res);
  let done = false;
  for (const name of names) {
    patched[name] = (...args: unknown[]) => {
      if (!done) {
        done = true;
        if (name === 'writeHead') {
          // Its headers onto the response, where the declared length can be read and removed.
          applyWriteHead(res, args);
          args = [res.statusCode];
        }
        const declared = res.getHeader(DECLARED_LENGTH_HEADER);
        if (declared !== undefined) {
          res.removeHeader(DECLARED_LENGTH_HEADER);
          if (/^\d+$/.test(String(declared))) res.setHeader('content-length', String(declared));
        }
      }
      return call(name, args);
    };
  }
}
