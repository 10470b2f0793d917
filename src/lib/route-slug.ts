/** Longer than any slug the forms accept (slug.ts): such an address names nothing. */
export const MAX_ROUTE_SLUG = 200;
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * A route parameter as text (Hebrew slugs arrive percent-encoded), or null when no row can have
 * it: a control character (NUL: PostgreSQL refuses the query outright), more than
 * MAX_ROUTE_SLUG characters, or bytes that are not UTF-8. Pages answer null as an unknown slug
 * without asking the database.
 */
export function decodeSlug(param: string): string | null {
  let text: string;
  try {
    text = decodeURIComponent(param);
  } catch {
    return null;
  }
  return text.length > MAX_ROUTE_SLUG || CONTROL.test(text) ? null : text;
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
