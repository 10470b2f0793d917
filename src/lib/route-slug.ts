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
