import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ADMIN_PAGES, type AdminPageKey } from '@/lib/admin/pages';
import { PAGE_ROLES } from '@/lib/admin/roles';
import { AdminGate } from './admin-gate';

/** The `generateMetadata` of a back-office page: its title. */
export function adminPageMetadata(page: AdminPageKey) {
  return async (): Promise<Metadata> => {
    const t = await getTranslations('backOffice');
    return { title: t(`pages.${page}`) };
  };
}

/**
 * A back-office page: guarded on the server for the roles of its section (AdminGate: sign-in
 * redirect, Access Denied), its h1,
 * then the dashboard's content — or, until the section has one, the "coming soon" line. A page
 * inside a section (a form of its own) gives its `title` and a `backLink` shown above it.
 */
export async function AdminPage({
  page,
  title,
  backLink,
  denial,
  children,
}: {
  page: AdminPageKey;
  /** The h1 when it is not the section's name (e.g. "פוסט חדש" under the blog section). */
  title?: string;
  /** Shown above the h1, e.g. a link back to the section's list. */
  backLink?: ReactNode;
  /** /admin/products shows the spec's "no permission" text; the other pages "Access Denied". */
  denial?: 'accessDenied' | 'noPermission';
  children?: ReactNode;
}) {
  const t = await getTranslations('backOffice');
  return (
    <AdminGate path={ADMIN_PAGES[page]} roles={PAGE_ROLES[page]} denial={denial}>
      {backLink}
      <h1 className="text-3xl md:text-4xl">{title ?? t(`pages.${page}`)}</h1>
      {children ?? <p className="mt-3 text-lg text-ink-soft">{t('pages.comingSoon')}</p>}
    </AdminGate>
  );
}
