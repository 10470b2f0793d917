import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ADMIN_PAGES } from '@/lib/admin/pages';
import { pageAccess } from '@/lib/admin/guard';
import { AccessDenied } from '@/features/auth/components/access-denied';
import { AccessStatusMeta } from '@/features/auth/components/access-status';
import { AdminShell } from '@/features/auth/components/admin-shell';
import { DenialForPath } from '@/features/auth/components/denial-for-path';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';

/**
 * Allowed to block: the layout reads the session before anything is sent, so a refusal is the
 * page's first bytes (401 / 403, src/features/auth/access-status.ts) instead of a 200 whose screen
 * streams in later; the header's user box comes with them. The pages' content still streams
 * behind admin/loading.tsx.
 */
export const instant = false;

/** Pages that refuse with the spec's "no permission" text instead of "Access Denied". */
const NO_PERMISSION_PAGES = [ADMIN_PAGES.products];

/**
 * The back-office shell around /admin/* (AdminShell: brand, the signed-in user with sign-out, a
 * link to the public site and, for an admin, the section navigation). The entry check is here:
 * without a session the sign-in screen (401), for a user who is not an admin Access Denied in the
 * shell without the sections' navigation (403); each page still guards itself on the server too
 * (AdminGate), and so does every admin read and action. An address with no page is not under this
 * layout: (not-found)/admin/[...rest] answers it, 404 for anyone.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const access = await pageAccess();
  if (access.kind === 'signedOut') return <SignInScreen />;
  if (access.kind === 'signedIn' && !access.viewer.isAdmin) {
    const t = await getTranslations('backOffice');
    return (
      <AdminShell nav={false}>
        <AccessStatusMeta status={403} />
        <DenialForPath
          noPermissionPaths={NO_PERMISSION_PAGES}
          accessDenied={
            <AccessDenied title={t('accessDenied.title')} text={t('accessDenied.text')} />
          }
          noPermission={
            <AccessDenied title={t('noPermission.title')} text={t('noPermission.text')} />
          }
        />
      </AdminShell>
    );
  }
  return <AdminShell nav>{children}</AdminShell>;
}
