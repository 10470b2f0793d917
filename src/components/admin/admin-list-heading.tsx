import { Ltr } from '@/components/ui/ltr';
import { getTranslations } from 'next-intl/server';
import type { AdminListNamespace, AdminListPage } from './admin-list-texts';

/**
 * The heading over a server-paged admin list: how many rows match and, when there is more than
 * one page, which of them this page shows ("51–100 of 230", digits kept left-to-right).
 */
export async function AdminListHeading({
  id,
  texts,
  list,
  pageSize,
}: {
  id: string;
  texts: AdminListNamespace;
  list: AdminListPage;
  pageSize: number;
}) {
  const t = await getTranslations(texts);
  const before = (list.page - 1) * pageSize;
  return (
    <h2 id={id} className="text-xl md:text-2xl">
      {t('total', { total: list.total })}
      {list.pageCount > 1 && (
        <span className="ms-2 text-base font-normal text-ink-soft">
          <Ltr>
            {t('range', {
              first: before + 1,
              last: before + list.rows.length,
              total: list.total,
            })}
          </Ltr>
        </span>
      )}
    </h2>
  );
}
