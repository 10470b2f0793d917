import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { guardAdminPage, isSessionUnavailable } from '@/lib/admin/guard';
import type { StaffRole } from '@/lib/admin/roles';
import { AdminUnavailable } from './admin-unavailable';
import { AccessDenied } from './access-denied';

/**
 * Wraps an admin page's content on the server: no session → redirect to /auth (back to `path`
 * after sign-in); a user without one of `roles` → the denial text instead of `children`; when the
 * session cannot be read (database outage) → "unreachable, retrying" (admin-unavailable.tsx). Pages
 * render it inside the back office's loading boundary (admin/loading.tsx).
 */
export async function AdminGate({
  path,
  roles,
  denial = 'accessDenied',
  children,
}: {
  path: string;
  /** Who may see it (PAGE_ROLES or ROLES_FOR in src/lib/admin/roles.ts). */
  roles: readonly StaffRole[];
  /** /admin/products shows the spec's "no permission" text; the other pages "Access Denied". */
  denial?: 'accessDenied' | 'noPermission';
  children: ReactNode;
}) {
  let allowed: boolean;
  try {
    ({ allowed } = await guardAdminPage(path, roles));
  } catch (error) {
    if (!isSessionUnavailable(error)) throw error;
    return <AdminUnavailable />;
  }
  if (allowed) return children;
  const t = await getTranslations('backOffice');
  return <AccessDenied title={t(`${denial}.title`)} text={t(`${denial}.text`)} />;
}
