import type { ServerResponse } from 'node:http';
import { interceptResponse } from './response-wrap';

/**
 * Next marks a prerendered page `s-maxage=86400, stale-while-revalidate=…`: a shared cache (nginx,
 * a CDN) obeying it would show an admin's edit a day late, because the edit revalidates the page
 * only inside the app. Shared caches may keep such a page one second instead — enough to absorb a
 * burst (deploy/nginx.conf) — and browsers ask again each time.
 * Headers without s-maxage (private/no-store answers, immutable files) are left as they are.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

export function sharedCacheControl(value: string): string {
  return /(^|[\s,])s-maxage=/i.test(value) ? SHARED_CACHE_CONTROL : value;
}

/**
 * nginx counts a cached copy's life in whole seconds and keeps it while its expiry second has not
 * passed, so `s-maxage=1` lasts up to two seconds. `X-Accel-Expires: @<this second>` (which nginx
 * reads first and never passes on) ends the copy with the current second: an edit shows through
 * nginx within one. It assumes nginx and the app share a clock (NTP; the same machine does).
 */
export const nginxExpiry = (now = Date.now()) => `@${Math.floor(now / 1000)}`;

/**
 * Applies sharedCacheControl to whatever Cache-Control the framework set on this response (with
 * setHeader, writeHead or appendHeader), when its head is due (response-wrap.ts).
 */
export function limitSharedCaching(res: ServerResponse): void {
  interceptResponse(res, {
    head() {
      const value = res.getHeader('cache-control');
      if (typeof value !== 'string' || sharedCacheControl(value) !== SHARED_CACHE_CONTROL) return;
      res.setHeader('X-Accel-Expires', nginxExpiry());
      res.setHeader('Cache-Control', SHARED_CACHE_CONTROL);
    },
  });
}
