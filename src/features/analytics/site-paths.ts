/*
 * "Is this a page of the site?" for the view endpoint: the sitemap's list, which already names
 * every public page in both languages (fixed pages, live products, rentals, locations, posts).
 * Read from the server's own /sitemap.xml (served from its cached copy), kept a minute, and read
 * again at most every 10 seconds when a beacon names a path the list does not have (a post
 * published a moment ago).
 */

const FRESH_MS = 60_000;
const RETRY_MS = 10_000;

/** The decoded paths of a sitemap's <loc> addresses ("/", "/en/products/pizza-machine"). */
export function pathsOfSitemap(xml: string): string[] {
  const paths: string[] = [];
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    try {
      const url = new URL(loc!.replaceAll('&amp;', '&'));
      paths.push(decodeURIComponent(url.pathname));
    } catch {
      // Not an address: skipped.
    }
  }
  return paths;
}

export function sitePathChecker(read: () => Promise<string[]>, clock = () => Date.now()) {
  let paths = new Set<string>();
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;
  const refresh = () =>
    (reading ??= read()
      .then((list) => {
        paths = new Set(list);
        readAt = clock();
      })
      .catch((error: unknown) => {
        // Kept: the last list (or none); asked again after RETRY_MS.
        readAt = clock() - FRESH_MS + RETRY_MS;
        console.error('[analytics] could not read the site’s pages:', (error as Error).message);
      })
      .finally(() => {
        reading = undefined;
      }));

  return async (path: string): Promise<boolean> => {
    const age = clock() - readAt;
    if (age >= FRESH_MS) await refresh();
    else if (!paths.has(path) && age >= RETRY_MS) await refresh();
    return paths.has(path);
  };
}
