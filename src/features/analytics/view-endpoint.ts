import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import { describeUserAgent } from '@/lib/user-agent';
import { toLocalDate } from '@/lib/site-time';
import { checkBeacon, languageOfPath } from './beacon';
import { queueView, saltOf, visitorHash } from './view-store';

/*
 * POST /api/views: one page view, counted or not. Answered by the server's request pipeline
 * before Next (site-pipeline.ts), so a beacon costs a JSON parse, a hash and a push onto the
 * write queue — never a render, and never anything a page waits for.
 *
 *   204  counted, or deliberately not counted (a bot, Do Not Track, Global Privacy Control)
 *   400  not a beacon (see beacon.ts)      404  not a page of the site
 *   429  this address sent too many        (403 foreign origin and 413 too large: the pipeline)
 */

export type ViewAnswer = { status: 204 | 400 | 404 | 429; text: string };

export type ViewEndpoint = {
  answer(request: {
    headers: IncomingHttpHeaders;
    body: string;
    address: string;
    now?: Date;
  }): Promise<ViewAnswer>;
};

export type ViewEndpointOptions = {
  /** Whether a decoded path is a public page of the site (the sitemap's list, site-paths.ts). */
  isPage(path: string): Promise<boolean>;
  /** The site's host, part of the visitor hash (one salt never spans two sites). */
  site: string;
  /** Beacons one address may send per minute. */
  perMinute: number;
};

/** Whether the browser asked not to be tracked: Global Privacy Control or Do Not Track. */
export const asksNotToBeTracked = (headers: IncomingHttpHeaders) =>
  headers['sec-gpc'] === '1' || headers.dnt === '1';

/** Addresses remembered per minute at most; past it every new address is refused this minute. */
const ADDRESSES_MAX = 100_000;

/** A fixed one-minute window of counts per address, in this process (no database write). */
function perMinuteLimit(limit: number) {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return (address: string, now: number): boolean => {
    if (now - windowStart >= 60_000) {
      windowStart = now;
      counts = new Map();
    }
    const count = counts.get(address) ?? 0;
    if (count >= limit || (count === 0 && counts.size >= ADDRESSES_MAX)) return false;
    counts.set(address, count + 1);
    return true;
  };
}

export function createViewEndpoint(options: ViewEndpointOptions): ViewEndpoint {
  const allow = perMinuteLimit(options.perMinute);
  return {
    async answer({ headers, body, address, now = new Date() }) {
      if (!allow(address, now.getTime())) return { status: 429, text: 'Too Many Requests' };
      const beacon = checkBeacon(body);
      if (typeof beacon === 'string') return { status: 400, text: `Bad Request: ${beacon}` };
      if (!(await options.isPage(beacon.path))) {
        return { status: 404, text: 'Not Found: not a page of this site' };
      }
      const userAgent = headers['user-agent'] ?? '';
      if (!userAgent || isbot(userAgent) || asksNotToBeTracked(headers)) {
        return { status: 204, text: '' };
      }
      const day = toLocalDate(now);
      queueView({
        ...beacon,
        at: now,
        day,
        lang: languageOfPath(beacon.path),
        device: describeUserAgent(userAgent).kind,
        visitor: visitorHash(await saltOf(day), address, userAgent, options.site),
      });
      return { status: 204, text: '' };
    },
  };
}
