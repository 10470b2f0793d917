import type { ServerResponse } from 'node:http';
import { DECLARED_LENGTH_HEADER } from '@/lib/declared-length';
import { interceptResponse } from './response-wrap';

/**
 * Puts a route's declared length (src/lib/declared-length.ts) back as Content-Length, when the
 * answer's head is due, before the steps closer to the socket see the headers. A declared
 * length that is not a whole number is dropped.
 */
export function restoreDeclaredLength(res: ServerResponse): void {
  interceptResponse(res, {
    head() {
      const declared = res.getHeader(DECLARED_LENGTH_HEADER);
      if (declared === undefined) return;
      res.removeHeader(DECLARED_LENGTH_HEADER);
      if (/^\d+$/.test(String(declared))) res.setHeader('content-length', String(declared));
    },
  });
}
