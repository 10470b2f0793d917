import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SkipLink } from '@/components/ui/skip-link';
import { ADMIN_PAGE_KEYS, ADMIN_PAGES } from '@/lib/admin/pages';
import { pageAccess } from '@/lib/admin/guard';
import { AccessDenied } from '@/features/auth/components/access-denied';
import { AccessStatusMeta } from '@/features/auth/components/access-status';
import { AdminNav } from '@/features/auth/components/admin-nav';
import { BackOfficeBrand, PublicSiteLink } from '@/features/auth/components/brand';
import { DenialForPath } from '@/features/auth/components/denial-for-path';
import { SignInScreen } from '@/features/auth/components/sign-in-screen';
import { UserBox } from '@/features/auth/components/user-box';

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
 * The back-office shell around /admin/*: brand, the signed-in user with sign-out, a link to the
 * public site and the section navigation. The entry check is here: without a session the sign-in
 * screen (401), for a user who is not an admin Access Denied in the shell (403); each page still
 * guards itself on the server too (AdminGate), and so does every admin read and action.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const access = await pageAccess();
  if (access.kind === 'signedOut') return <SignInScreen />;
  const denied = access.kind === 'signedIn' && !access.viewer.isAdmin;

  const t = await getTranslations('backOffice');
  const site = await getTranslations('metadata');
  const items = ADMIN_PAGE_KEYS.map((key) => ({ href: ADMIN_PAGES[key], label: t(`nav.${key}`) }));
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink label={t('skipToContent')} tone="light" />
      <header className="bg-ink text-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
          <div className="order-1 flex items-center gap-3">
            <BackOfficeBrand name={site('siteName')} homeLabel={t('publicSite')} />
            <span className="hidden rounded-full bg-white/15 px-3 py-1 text-sm font-semibold sm:inline">
              {t('title')}
            </span>
          </div>
          {/* On a phone: brand and the public-site link in one row, the user below. */}
          <div className="order-3 w-full md:order-2 md:ms-auto md:w-auto">
            <UserBox />
          </div>
          <PublicSiteLink className="order-2 inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-white underline underline-offset-4 hover:bg-white/15 md:order-3">
            {t('publicSite')}
          </PublicSiteLink>
        </div>
        <AdminNav items={items} label={t('navLabel')} />
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 py-8 focus:outline-none md:py-12">
        <div className="container-page">
          {denied ? (
            <>
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
            </>
          ) : (
            children
          )}
        </div>
      </main>
    </div>
  );
}
