/**
 * The "an admin is signed in here" marker: a small cookie the browser script can read (not
 * HttpOnly, no secret in it: the value is only "1"). Set by the sign-in form when the signed-in
 * user is an admin, cleared at sign-out. The public pages are static (cached for every
 * visitor), so their header shows the "Admin" link from this marker in the browser
 * (AdminLink) rather than by reading the session on the server. Display only: /admin checks the
 * real session on the server; a marker left behind by an expired session leads to the sign-in.
 */
export const ADMIN_MARKER_COOKIE = 'vending_admin';

/** Its lifetime: the session's (7 days; a session used within them is extended). */
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Whether a Cookie header value (document.cookie) holds the marker. */
export const hasAdminMarker = (cookies: string): boolean =>
  cookies.split(';').some((part) => part.trim() === `${ADMIN_MARKER_COOKIE}=1`);

/** Sets (admin) or clears (anyone else, sign-out) the marker in this browser. */
export function setAdminMarker(admin: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = admin
    ? `${ADMIN_MARKER_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`
    : `${ADMIN_MARKER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
