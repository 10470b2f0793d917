import type { ServerResponse } from 'node:http';
import { interceptResponse } from './response-wrap';

/**
 * Next 16.4.5's first render of a page that redirects (a renamed or other-language slug: 308)
 * sends its Location and Link headers twice, the copy it then caches once. Two Location fields
 * make an invalid answer (RFC 9110 §10.2.2: one URI), which strict clients refuse. When the head
 * is due, a field whose values repeat keeps each value once; Set-Cookie is never touched (its
 * repeats are separate cookies).
 */
export function collapseRepeatedHeaders(res: ServerResponse): void {
  interceptResponse(res, {
    head() {
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (name === 'set-cookie' || !Array.isArray(value)) continue;
        const distinct = [...new Set(value.map(String))];
        if (distinct.length === value.length) continue;
        res.setHeader(name, distinct.length === 1 ? distinct[0]! : distinct);
      }
    },
  });
}
