import type { ServerResponse } from 'node:http';

/**
 * Next marks a prerendered page `s-maxage=86400, stale-while-revalidate=…`: a shared cache (nginx,
 * a CDN) obeying it would show an admin's edit a day late, because the edit revalidates the page
 * only inside the app. Shared caches may keep such a page one second instead — enough to absorb a
 * burst (deploy/nginx.conf) — and browsers ask again each time (the ETag makes that cheap).
 * Headers without s-maxage (private/no-store answers, immutable files) are left as they are.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

export function sharedCacheControl(value: string): string {
  return /(^|[\s,])s-maxage=/i.test(value) ? SHARED_CACHE_CONTROL : value;
}

/** Applies sharedCacheControl to whatever Cache-Control the framework sets on this response. */
export function limitSharedCaching(res: ServerResponse): void {
  const setHeader = res.setHeader;
  res.setHeader = function (name, value) {
    const limited =
      typeof value === 'string' && name.toLowerCase() === 'cache-control'
        ? sharedCacheControl(value)
        : value;
    return setHeader.call(this, name, limited);
  };
}
