/** The public base URL (SITE_URL, else the local server), without a trailing slash. */
export function siteUrl(): string {
  const url = process.env.SITE_URL?.trim() || `http://localhost:${process.env.PORT || 3000}`;
  return url.replace(/\/+$/, '');
}
