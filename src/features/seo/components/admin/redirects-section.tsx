import { getTranslations } from 'next-intl/server';
import { RowDeleteButton } from '@/components/admin/admin-list-row';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Link2 } from '@/components/icons';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { decodePath } from '@/lib/page-head';
import { loadRedirects } from '../../admin-queries';
import { deleteRedirect } from '../../admin-actions';
import { adminDateTime } from '@/lib/admin/date-time';

/**
 * The SEO dashboard's "הפניות" section: the recorded moves (old address → where it leads now),
 * newest first, capped (REDIRECTS_SHOWN), each with when and by whom ("—" for moves recorded
 * before that was kept) and a delete button whose confirmation names the old address.
 */
export async function RedirectsSection() {
  const [t, data] = await Promise.all([
    getTranslations('backOffice.seoAdmin.redirects'),
    readDashboard('seo', () => loadRedirects()),
  ]);
  return (
    <section aria-labelledby="seo-redirects-title" className="mt-10" data-testid="seo-redirects">
      <h2 id="seo-redirects-title" className="text-2xl">
        {t('title')}
        {data && (
          <span className="text-base font-semibold text-ink-soft">
            {' '}
            · {t('count', { count: data.total })}
          </span>
        )}
      </h2>
      <p className="mt-1 max-w-2xl text-ink-soft">{t('intro')}</p>
      {!data ? (
        <AdminLoadFailed title={t('loadFailed')} text={t('loadFailedText')} className="mt-4" />
      ) : data.redirects.length === 0 ? (
        <EmptyState
          icon={Link2}
          tone="card"
          title={t('emptyTitle')}
          text={t('emptyText')}
          className="mt-4"
        />
      ) : (
        <Card className="mt-4 overflow-x-auto p-0">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-cream text-ink">
              <tr>
                <th scope="col" className="px-4 py-2 text-start font-semibold">
                  {t('from')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-semibold">
                  {t('to')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-semibold">
                  {t('createdAt')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-semibold">
                  {t('createdBy')}
                </th>
                <th scope="col" className="px-4 py-2 text-start font-semibold">
                  <span className="sr-only">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.redirects.map((row) => {
                const from = decodePath(row.fromPath);
                const to = decodePath(row.toPath);
                return (
                  <tr
                    key={row.fromPath}
                    data-from={from}
                    className="border-t border-line align-middle"
                  >
                    <td className="px-4 py-2 break-all">
                      <bdi dir="ltr">{from}</bdi>
                    </td>
                    <td className="px-4 py-2 break-all">
                      <a
                        href={row.toPath}
                        className="text-brand underline-offset-4 hover:underline"
                      >
                        <bdi dir="ltr">{to}</bdi>
                      </a>
                    </td>
                    <td className="px-4 py-2 whitespace-nowrap">
                      <time dateTime={row.createdAt.toISOString()}>
                        {adminDateTime.format(row.createdAt)}
                      </time>
                    </td>
                    <td className="px-4 py-2 break-all" data-field="created-by">
                      {row.createdBy ? <bdi dir="ltr">{row.createdBy}</bdi> : t('unknown')}
                    </td>
                    <td className="px-2 py-1 text-end">
                      <RowDeleteButton
                        id={row.fromPath}
                        action={deleteRedirect}
                        texts={{
                          label: t('deleteLabel', { path: from }),
                          title: t('deleteTitle'),
                          description: t('deleteText', { path: from, to }),
                          cancel: t('cancel'),
                          confirm: t('confirmDelete'),
                          pending: t('deleting'),
                          success: t('deleted'),
                          failure: t('deleteFailed'),
                        }}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {data.total > data.redirects.length && (
            <p className="border-t border-line px-4 py-2 text-sm text-ink-soft">
              {t('shown', { shown: data.redirects.length, total: data.total })}
            </p>
          )}
        </Card>
      )}
    </section>
  );
}
