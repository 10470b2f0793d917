/**
 * SEO settings whose page is gone. A row keyed by a detail page's path (a product, rental,
 * machine location or blog post, in either language) that is no live page of the site — the
 * row was deleted (or is in the trash), renamed while the new address already had settings,
 * hidden, or is a draft — is an orphan: the dashboard leaves it out (it would only score a
 * not-found page). The row itself is kept, so a page that comes back (restored from the trash,
 * shown again) finds its settings; deleting a row forgets its settings (src/lib/redirects.ts
 * `forgetPages`). Paths of other shapes are custom pages the admin added and always listed.
 */

/** Detail pages' paths as seo_settings keys them (decoded): "/products/x", "/en/blog/y". */
const ENTITY_PATH = /^(?:\/en)?\/(?:products|rental|location|blog)\/[^/]+\/?$/;

export const isEntityPath = (path: string) => ENTITY_PATH.test(path);

/** Whether a settings row's path is a detail page that no longer exists (not in `livePaths`). */
export const isOrphanPath = (path: string, livePaths: ReadonlySet<string>) =>
  isEntityPath(path) && !livePaths.has(path) && !livePaths.has(path.replace(/\/$/, ''));
