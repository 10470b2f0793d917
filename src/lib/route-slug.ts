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
