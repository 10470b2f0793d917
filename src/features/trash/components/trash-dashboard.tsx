import { Trash2 } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Ltr } from '@/components/ui/ltr';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { listTrash, type TrashListEntry } from '../admin-queries';
import { TrashRowButtons } from './trash-row-buttons';
import { adminDateTime } from '@/lib/admin/date-time';

type Translate = Awaited<ReturnType<typeof getTranslations<'backOffice.trash'>>>;

/**
 * /admin/trash: deleted machines, products, rental machines and posts, newest delete first, each
 * with its kind, name, when and by whom it was deleted, the days left before the purge, and the
 * restore and delete-forever buttons. Read on the server per request; the buttons' writes
 * re-render it.
 */
export async function TrashDashboard() {
  const [t, entries] = await Promise.all([
    getTranslations('backOffice.trash'),
    readDashboard('trash', () => listTrash()),
  ]);
  if (!entries)
    return <AdminLoadFailed title={t('loadFailed')} text={t('loadFailedText')} className="mt-6" />;
  return (
    <div className="mt-6 grid gap-6">
      <p className="max-w-prose text-ink-soft">{t('intro')}</p>
      {entries.length === 0 ? (
        <EmptyState tone="card" icon={Trash2} title={t('emptyTitle')} text={t('emptyText')} />
      ) : (
        <section aria-labelledby="trash-entries" className="grid gap-4">
          <h2 id="trash-entries" className="text-xl md:text-2xl">
            {t('total', { total: entries.length })}
          </h2>
          <Card as="div" className="px-5 md:px-6">
            <ol aria-label={t('caption')} className="divide-y divide-line">
              {entries.map((entry) => (
                <TrashItem key={entry.id} entry={entry} t={t} />
              ))}
            </ol>
          </Card>
        </section>
      )}
    </div>
  );
}

function TrashItem({ entry, t }: { entry: TrashListEntry; t: Translate }) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-4 py-4"
      data-trash-entry={entry.id}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-cream px-2.5 py-0.5 text-sm font-semibold text-ink ring-1 ring-line">
            {t(`kinds.${entry.kind}`)}
          </span>
          <span className="font-semibold break-words">
            <bdi>{entry.title}</bdi>
          </span>
        </p>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-soft">
          <div className="flex gap-1.5">
            <dt>{t('columns.deleted')}:</dt>
            <dd className="text-ink">
              <time dateTime={entry.deletedAt.toISOString()}>
                <Ltr>{adminDateTime.format(entry.deletedAt)}</Ltr>
              </time>
            </dd>
          </div>
          <div className="flex min-w-0 gap-1.5">
            <dt>{t('deletedBy')}:</dt>
            <dd className="min-w-0 break-all text-ink">
              {entry.deletedBy ? <Ltr>{entry.deletedBy}</Ltr> : t('unknownActor')}
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt>{t('columns.daysLeft')}:</dt>
            <dd className="text-ink">{t('daysLeft', { days: entry.daysLeft })}</dd>
          </div>
        </dl>
      </div>
      <TrashRowButtons id={entry.id} title={entry.title} />
    </li>
  );
}
