import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SkipLink } from '@/components/ui/skip-link';
import type { Role } from '@/db/schema';
import { ADMIN_PAGE_KEYS, ADMIN_PAGES } from '@/lib/admin/pages';
import { mayOpenPage } from '@/lib/admin/roles';
import { AdminNav } from './admin-nav';
import { BackOfficeBrand, PublicSiteLink } from './brand';
import { UserBox } from './user-box';

/**
 * The back office's frame for a signed-in user: brand, the user with sign-out, a link to the
 * public site, then the page in <main>. The section navigation only with `nav` (a staff member's
 * pages and the not-found screen they get), showing the sections of their `role` (all of them
 * when the role could not be read, during a database outage: the pages say so themselves);
 * Access Denied for a user with no role shows none. `markCurrent: false` when the page is none
 * of the sections (not-found).
 */
export async function AdminShell({
  nav,
  role,
  markCurrent = true,
  children,
}: {
  nav: boolean;
  role?: Role;
  markCurrent?: boolean;
  children: ReactNode;
}) {
  const t = await getTranslations('backOffice');
  const site = await getTranslations('metadata');
  const items = ADMIN_PAGE_KEYS.filter((key) => !role || mayOpenPage(role, key)).map((key) => ({
    href: ADMIN_PAGES[key],
    label: t(`nav.${key}`),
  }));
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
        {nav && <AdminNav items={items} label={t('navLabel')} markCurrent={markCurrent} />}
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 py-8 focus:outline-none md:py-12">
        <div className="container-page">{children}</div>
      </main>
    </div>
  );
}
