import 'server-only';
import { headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import type { Role } from '@/db/schema';
import { getAuth } from '@/lib/auth';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { signInPath } from './return-to';
import { ROLES_FOR, hasRole, isStaffRole, type StaffRole } from './roles';

/**
 * The signed-in user of a request with their role (src/lib/admin/roles.ts): `isStaff` opens the
 * back office (admin, editor, sales), `isAdmin` only for the role 'admin'.
 */
export type Viewer = {
  user: { id: string; name: string; email: string };
  role: Role;
  isAdmin: boolean;
  isStaff: boolean;
  /** Whether sign-in asks this user for a second factor (Better Auth's twoFactor plugin). */
  twoFactorEnabled: boolean;
  /** The id of the session this request uses (the token never leaves the server's auth code). */
  sessionId: string;
};

/** Refusal of a back-office call: 401 without a session, 403 for a user whose role may not. */
export class AuthError extends Error {
  constructor(
    readonly status: 401 | 403,
    message = status === 401 ? 'Authentication required' : 'Not allowed for this role',
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** The session store could not be read (database outage): neither signed in nor signed out. */
export class SessionUnavailable extends Error {
  constructor() {
    super('The session could not be read');
    this.name = 'SessionUnavailable';
  }
}

export const isSessionUnavailable = (error: unknown): error is SessionUnavailable =>
  error instanceof Error && error.name === 'SessionUnavailable';

export const isAuthError = (error: unknown): error is AuthError =>
  error instanceof AuthError ||
  (error instanceof Error &&
    error.name === 'AuthError' &&
    [401, 403].includes((error as { status?: number }).status ?? 0));

/**
 * The session of the current request (cookie → database), once per request. The server never
 * refreshes it here (a page cannot set cookies); the browser's session fetch does.
 */
export const getViewer = cache(async (): Promise<Viewer | null> => {
  const requestHeaders = await headers();
  let found;
  try {
    found = await getAuth().api.getSession({
      headers: requestHeaders,
      query: { disableRefresh: true },
    });
  } catch (error) {
    unstable_rethrow(error);
    // Not "signed out": the database could not be asked (an outage). Never the error itself: it
    // quotes the query, whose parameter is the session token.
    console.error('[auth] the session could not be read (database unreachable?)');
    throw new SessionUnavailable();
  }
  if (!found) return null;
  const { id, name, email } = found.user;
  const { role } = found;
  return {
    user: { id, name, email },
    role,
    isAdmin: role === 'admin',
    isStaff: isStaffRole(role),
    twoFactorEnabled: 'twoFactorEnabled' in found.user && found.user.twoFactorEnabled === true,
    sessionId: found.session.id,
  };
});

/**
 * For what works signed out (the sign-in page, the header's user box): a session that cannot be
 * read during a database outage counts as none.
 */
export async function getViewerIfReadable(): Promise<Viewer | null> {
  try {
    return await getViewer();
  } catch (error) {
    if (isSessionUnavailable(error)) return null;
    throw error;
  }
}

/**
 * THE guard: the first statement of every server action and route handler that reads back-office
 * data or writes anything, naming the roles it serves (ROLES_FOR in roles.ts). Returns the
 * signed-in staff member; otherwise logs the refusal (address, user id and role — never
 * credentials) and throws an AuthError with status 401 or 403.
 */
export async function requireRole(roles: readonly StaffRole[]): Promise<Viewer> {
  const requestHeaders = await headers();
  const viewer = await getViewer();
  const from = requestHeaders.get(CLIENT_IP_HEADER) ?? 'unknown address';
  const action = requestHeaders.get('next-action');
  const what = action ? `server action ${action}` : 'admin request';
  if (!viewer) {
    console.warn(`[auth] 401: anonymous ${what} from ${from} refused`);
    throw new AuthError(401);
  }
  if (!hasRole(viewer.role, roles)) {
    console.warn(
      `[auth] 403: ${what} by ${viewer.role} user ${viewer.user.id} from ${from} refused`,
    );
    throw new AuthError(403);
  }
  return viewer;
}

/** The guard of what only administrators do (users, settings, backups, audit, the bin). */
export const requireAdmin = (): Promise<Viewer> => requireRole(ROLES_FOR.administration);

/** For route handlers: the JSON answer to an AuthError (anything else is rethrown). */
export function authErrorResponse(error: unknown): Response {
  if (!isAuthError(error)) throw error;
  return Response.json({ error: error.message }, { status: error.status });
}

/** Who is asking for a back-office page: what its screen (and HTTP status) will be. */
export type PageAccess =
  { kind: 'signedOut' } | { kind: 'unavailable' } | { kind: 'signedIn'; viewer: Viewer };

/**
 * The back-office pages' entry check, in the layout (/admin/*) or the page (/account) outside any
 * Suspense boundary, so its answer is in the page's first bytes (the sign-in screen with 401,
 * Access Denied with 403: components/access-status.tsx). One session read per request (cached
 * with the pages' own guards); during a database outage the pages say so themselves.
 */
export async function pageAccess(): Promise<PageAccess> {
  let viewer: Viewer | null;
  try {
    viewer = await getViewer();
  } catch (error) {
    if (isSessionUnavailable(error)) return { kind: 'unavailable' };
    throw error;
  }
  return viewer ? { kind: 'signedIn', viewer } : { kind: 'signedOut' };
}

/**
 * The back-office pages' own guard (server side), behind the layout's `pageAccess`: it also runs
 * when a client-side navigation re-renders only the page. No session → redirect to /auth, which
 * brings the user back to `path` after sign-in; otherwise whether this user may see the page.
 */
export async function guardAdminPage(
  path: string,
  roles: readonly StaffRole[],
): Promise<Viewer & { allowed: boolean }> {
  const viewer = await getViewer();
  if (!viewer) redirect(signInPath(path));
  return { ...viewer, allowed: hasRole(viewer.role, roles) };
}

/**
 * For admin GET route handlers: null when the caller has one of `roles` and the request comes from our
 * own pages; otherwise the refusal to send (401/403, never cached). A GET carries no Origin, so
 * the browser's Fetch-Metadata decides: another site's request is refused. `navigation` also
 * accepts an address typed or bookmarked (`Sec-Fetch-Site: none`), for downloads.
 */
export async function refuseAdminGet(
  request: Request,
  { navigation = false, roles }: { navigation?: boolean; roles: readonly StaffRole[] },
): Promise<Response | null> {
  try {
    await requireRole(roles);
  } catch (error) {
    return authErrorResponse(error);
  }
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && !(navigation && site === 'none')) {
    return Response.json(
      { error: 'cross-origin' },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  return null;
}
