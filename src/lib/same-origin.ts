import 'server-only';
import { siteUrl } from '@/lib/site-url';

/**
 * Whether a back-office request to a route handler comes from a page of this site: its Origin is
 * the site's (SITE_URL) or the request's own, and the browser does not call it cross-site.
 * Browsers send Origin with every POST; a request without one is refused too. (Server actions get
 * the same check from Next.js itself.)
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return false;
  const allowed = new Set([new URL(request.url).origin, new URL(siteUrl()).origin]);
  return allowed.has(origin);
}
