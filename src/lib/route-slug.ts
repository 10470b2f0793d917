/**
 * A route parameter as text: Hebrew slugs arrive percent-encoded; a malformed escape is kept as
 * it is instead of throwing (the lookup then simply finds nothing).
 */
export function decodeSlug(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a route parameter has the shape of a row id (uuid columns refuse anything else, so a
 * lookup by id is only tried for these).
 */
export const isUuid = (value: string) => UUID.test(value);

/**
 * A detail route's static params from its slugs. Cache Components needs at least one value to
 * validate the route at build time, so an empty catalogue yields a placeholder slug, which the
 * page answers like any unknown slug.
 */
export const slugParams = (slugs: string[]) =>
  (slugs.length > 0 ? slugs : ['-']).map((slug) => ({ slug }));
