import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { ADMIN_PAGES } from '@/lib/admin/pages';
import { pageAccess } from '@/lib/admin/guard';
import { mayOpenPage, pageForPath } from '@/lib/admin/roles';
import { REQUEST_PATH_HEADER } from '@/lib/request-path';
import { AccessDenied } from '@/features/auth/components/access-denied';
import { AccessStatusMeta } from '@/features/auth/components/access-status';
import { AdminShell } from '@/features/auth/components/admin-shell';
import { DenialForPath } from '@/features/auth/components/denial-for-path';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { mustEnrolTwoFactor } from '@/features/two-factor/enrolment-required';
import { ACCOUNT_PATH } from '@/features/auth/password-paths';

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
 * link to the public site and the sections of the user's role). The entry check is here: without
 * a session the sign-in screen (401), for a user with no back-office role Access Denied in the
 * shell without navigation (403). A section outside the user's role (src/lib/admin/roles.ts)
 * answers 403 too: the layout marks the status from the address our server hands it
 * (REQUEST_PATH_HEADER), and the page's own guard (AdminGate) shows Access Denied — in the page,
 * not here, because a layout is not re-rendered when the user then follows a link to a section
 * that is theirs. Every admin read and action checks the role again. An administrator without
 * two-factor sign-in, when the company requires it, is sent to /account to turn it on first. An address with no page is
 * not under this layout: (not-found)/admin/[...rest] answers it, 404 for anyone.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const access = await pageAccess();
  if (access.kind === 'signedOut') return <SignInScreen />;
  if (access.kind === 'signedIn' && !access.viewer.isStaff) {
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
  if (access.kind === 'unavailable') return <AdminShell nav>{children}</AdminShell>;
  // The company's "require two-factor for administrators": enrol first, on /account (which
  // then says why).
  if (await mustEnrolTwoFactor(access.viewer)) redirect(ACCOUNT_PATH);
  const page = pageForPath((await headers()).get(REQUEST_PATH_HEADER) ?? '');
  return (
    <AdminShell nav role={access.viewer.role}>
      {page && !mayOpenPage(access.viewer.role, page) && <AccessStatusMeta status={403} />}
      {children}
    </AdminShell>
  );
}
