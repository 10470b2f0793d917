import { getTranslations } from 'next-intl/server';
import { AdminPager } from './admin-pager';
import type { AdminListPage } from './admin-list-texts';

/**
 * The messages namespaces of the server-paged lists' pagers, each with the keys label, previous,
 * next and page ("page {page} of {count}").
 */
export type AdminPagerNamespace =
  | 'backOffice.auditLog.pager'
  | 'backOffice.inbox.pager'
  | 'backOffice.machinesAdmin.pager'
  | 'backOffice.blogAdmin.list.pager';

/** The AdminPager under a server-paged admin list, worded from its `texts` namespace. */
export async function AdminListPager({
  texts,
  list,
  hrefFor,
}: {
  texts: AdminPagerNamespace;
  list: Pick<AdminListPage, 'page' | 'pageCount'>;
  /** The list's URL at another page (its path function). */
  hrefFor: (page: number) => string;
}) {
  const t = await getTranslations(texts);
  return (
    <AdminPager
      page={list.page}
      pageCount={list.pageCount}
      hrefFor={hrefFor}
      labels={{
        nav: t('label'),
        previous: t('previous'),
        next: t('next'),
        current: t('page', { page: list.page, count: list.pageCount }),
      }}
    />
  );
}
