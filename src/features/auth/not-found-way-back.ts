import { ADMIN_PAGES } from '@/lib/admin/pages';
import { ACCOUNT_PATH } from './password-paths';

/** Where the back office's not-found screen sends someone on, and its label's key. */
export type NotFoundWayBack = {
  href: string;
  /** A key of `backOffice.notFound`. */
  label: 'toDashboard' | 'toSignIn' | 'toAccount';
};

/**
 * The way on from a back-office address that has no page, for who is asking: a staff member
 * (any back-office role) to the dashboard, a signed-in user without a role to their account (the
 * one back-office page that is theirs), anyone else — signed out, or the session unreadable — to sign-in. The public
 * site is linked from every frame besides.
 */
export function notFoundWayBack(viewer: { isStaff: boolean } | null): NotFoundWayBack {
  if (!viewer) return { href: '/auth', label: 'toSignIn' };
  if (viewer.isStaff) return { href: ADMIN_PAGES.dashboard, label: 'toDashboard' };
  return { href: ACCOUNT_PATH, label: 'toAccount' };
}
