/**
 * Whether a request path carries a broken percent-escape (e.g. "/products/%E0%A4%A"). Next.js
 * answers those with a 500; our server answers 400 before they reach it.
 */
export function hasMalformedEscape(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0]!;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
