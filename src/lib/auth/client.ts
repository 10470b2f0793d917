'use client';

import { customSessionClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import type { Auth } from '@/lib/auth';

/**
 * The browser's Better Auth client (same origin, /api/auth). Its session store refetches when the
 * tab regains focus, which also lets the server extend a session that is in use. `twoFactor`
 * holds the second-factor calls; a sign-in that needs a code answers `twoFactorRedirect: true`,
 * and the sign-in form shows its code step itself (no redirect to another page).
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [customSessionClient<Auth>(), twoFactorClient()],
});

/**
 * The signed-in user's admin flag in the browser: false while the session loads, when there is
 * none, when the server's role lookup failed (it logs that) and for everyone but admins. Display
 * only — the server enforces (src/lib/admin/guard.ts).
 */
export function useIsAdmin(): boolean {
  const { data, isPending } = authClient.useSession();
  return !isPending && data?.isAdmin === true;
}
