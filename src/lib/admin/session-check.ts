/** Better Auth's answer to "who is signed in here": the session, or JSON null without one. */
export const SESSION_URL = '/api/auth/get-session';

/**
 * Whether this browser's session is gone (expired, signed out in another tab, cookie removed).
 * Asked by the admin forms just before they save: an admin action refused as signed out answers
 * with the page re-rendered as the sign-in screen (Next renders `unauthorized()` of a server
 * action into its response), which would take the open form, and what was typed, away. False when
 * it cannot tell (offline, server down, an unexpected answer): the save then goes ahead and
 * answers for itself.
 */
export async function sessionIsGone(request: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await request(SESSION_URL, {
      cache: 'no-store',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return false;
    return (await response.json()) === null;
  } catch {
    return false;
  }
}
