import { History } from '@/components/icons';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AdminBackLink } from '@/components/admin/admin-back-link';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { AdminNotFound } from '@/components/admin/admin-not-found';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Ltr } from '@/components/ui/ltr';
import type { ContentKind } from '@/db/schema';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { listRevisions, readRevision, type FieldDiff } from '../admin-queries';
import { REVISIONS_KEPT } from '@/lib/admin/revisions';
import { historyHref } from '../schemas';
import { revisionDate } from '../summary';
import { RestoreRevisionButton } from './restore-revision-button';

type Translate = Awaited<ReturnType<typeof getTranslations<'backOffice.history'>>>;

const BACK_TO_LIST: Record<ContentKind, string> = {
  post: '/admin/blogs',
  machine: '/admin/machines',
  product: '/admin/products',
  rental: '/admin/products?tab=rentals',
};

function LoadFailed({ t }: { t: Translate }) {
  return <AdminLoadFailed title={t('loadFailed')} text={t('loadFailedText')} className="mt-6" />;
}

function ItemGone({ t, kind }: { t: Translate; kind: ContentKind }) {
  return (
    <AdminNotFound
      title={t('notFound')}
      text={t('notFoundText')}
      back={{ href: BACK_TO_LIST[kind], label: t('back') }}
    />
  );
}

/**
 * /admin/history/<kind>/<id>: the item's saved versions, newest first — when, who — each with
 * "השוואה" (compare with now, and restore from there).
 */
export async function RevisionHistory({ kind, id }: { kind: ContentKind; id: string }) {
  const [t, history] = await Promise.all([
    getTranslations('backOffice.history'),
    readDashboard('history', async () => ({ found: await listRevisions(kind, id) })),
  ]);
  if (!history) return <LoadFailed t={t} />;
  if (!history.found) return <ItemGone t={t} kind={kind} />;
  const { item, revisions } = history.found;
  return (
    <div className="mt-2 grid gap-6">
      <p className="flex flex-wrap items-center gap-2 text-lg">
        <span className="rounded-full bg-cream px-2.5 py-0.5 text-sm font-semibold text-ink ring-1 ring-line">
          {t(`kinds.${kind}`)}
        </span>
        <span className="font-semibold break-words">
          <bdi>{item.title}</bdi>
        </span>
      </p>
      <p className="max-w-prose text-ink-soft">{t('intro', { kept: REVISIONS_KEPT })}</p>
      {revisions.length === 0 ? (
        <EmptyState tone="card" icon={History} title={t('empty')} text={t('emptyText')} />
      ) : (
        <Card as="div" className="overflow-x-auto px-5 md:px-6">
          <table className="w-full text-start">
            <caption className="sr-only">{t('caption')}</caption>
            <thead>
              <tr className="border-b border-line text-sm text-ink-soft">
                <th scope="col" className="py-3 text-start font-semibold">
                  {t('columns.savedAt')}
                </th>
                <th scope="col" className="py-3 text-start font-semibold">
                  {t('columns.savedBy')}
                </th>
                <th scope="col" className="py-3 text-start font-semibold">
                  {t('columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {revisions.map((revision, index) => {
                const date = revisionDate(revision.savedAt);
                return (
                  <tr key={revision.id} data-revision={revision.id}>
                    <td className="py-3 pe-4">
                      <time dateTime={revision.savedAt.toISOString()}>
                        <Ltr>{date}</Ltr>
                      </time>
                      {index === 0 && (
                        <span className="ms-2 rounded-full bg-cream px-2 py-0.5 text-sm ring-1 ring-line">
                          {t('latest')}
                        </span>
                      )}
                    </td>
                    <td className="py-3 pe-4 break-all">
                      {revision.savedBy ? <Ltr>{revision.savedBy}</Ltr> : t('unknownActor')}
                    </td>
                    <td className="py-3">
                      <Link
                        href={`${historyHref(kind, id)}/${revision.id}`}
                        aria-label={t('compareLabel', { date })}
                        className="inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline"
                      >
                        {t('compare')}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </Card>
      )}
    </div>
  );
}

/**
 * /admin/history/<kind>/<id>/<revision>: the fields where the version differs from the item now
 * (Hebrew names, the version's value next to the current one), and "שחזור גרסה זו".
 */
export async function RevisionCompare({
  kind,
  id,
  revisionId,
}: {
  kind: ContentKind;
  id: string;
  revisionId: string;
}) {
  const [t, compared] = await Promise.all([
    getTranslations('backOffice.history'),
    readDashboard('history', async () => ({ found: await readRevision(kind, id, revisionId) })),
  ]);
  if (!compared) return <LoadFailed t={t} />;
  if (!compared.found) return <ItemGone t={t} kind={kind} />;
  const { item, revision, diffs } = compared.found;
  const date = revisionDate(revision.savedAt);
  return (
    <div className="mt-2 grid gap-6">
      <p className="flex flex-wrap items-center gap-2 text-lg">
        <span className="rounded-full bg-cream px-2.5 py-0.5 text-sm font-semibold text-ink ring-1 ring-line">
          {t(`kinds.${kind}`)}
        </span>
        <span className="font-semibold break-words">
          <bdi>{item.title}</bdi>
        </span>
      </p>
      <h2 className="text-xl md:text-2xl">
        {t.rich('compareTitle', {
          date,
          time: (chunks) => (
            <time dateTime={revision.savedAt.toISOString()}>
              <Ltr>{chunks}</Ltr>
            </time>
          ),
        })}
      </h2>
      <p className="text-ink-soft">
        {t.rich('savedBy', {
          who: revision.savedBy ?? t('unknownActor'),
          actor: (chunks) => <Ltr>{chunks}</Ltr>,
        })}
      </p>
      {diffs.length === 0 ? (
        <p className="rounded-card bg-cream px-5 py-4 ring-1 ring-line">{t('noDiff')}</p>
      ) : (
        <>
          <Card as="div" className="overflow-x-auto px-5 md:px-6">
            <table className="w-full table-fixed text-start">
              <caption className="py-3 text-start font-semibold">{t('diffCaption')}</caption>
              <thead>
                <tr className="border-b border-line text-sm text-ink-soft">
                  <th scope="col" className="w-1/5 py-3 pe-4 text-start font-semibold">
                    {t('field')}
                  </th>
                  <th scope="col" className="py-3 pe-4 text-start font-semibold">
                    {t('revisionValue')}
                  </th>
                  <th scope="col" className="py-3 text-start font-semibold">
                    {t('currentValue')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line align-top">
                {diffs.map((diff) => (
                  <DiffRow key={diff.key} diff={diff} t={t} />
                ))}
              </tbody>
            </table>
          </Card>
          <div>
            <RestoreRevisionButton
              id={revision.id}
              title={item.title}
              date={date}
              historyHref={historyHref(kind, id)}
            />
          </div>
        </>
      )}
    </div>
  );
}

function DiffRow({ diff, t }: { diff: FieldDiff; t: Translate }) {
  return (
    <tr data-field={diff.key}>
      <th scope="row" className="py-3 pe-4 text-start font-semibold">
        {diff.label}
      </th>
      <td className="py-3 pe-4" data-side="revision">
        <Value value={diff.revision} t={t} />
      </td>
      <td className="py-3" data-side="current">
        <Value value={diff.current} t={t} />
      </td>
    </tr>
  );
}

/** A stored value for reading: text as typed (HTML shown as its source), lists one a line. */
function Value({ value, t }: { value: unknown; t: Translate }) {
  if (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && !value.length)
  )
    return <span className="text-ink-soft">{t('none')}</span>;
  if (typeof value === 'boolean') return <>{value ? t('yes') : t('no')}</>;
  if (typeof value === 'string' || typeof value === 'number')
    return (
      <div className="max-h-72 overflow-y-auto break-words whitespace-pre-wrap">
        <bdi>{String(value)}</bdi>
      </div>
    );
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string'))
    return (
      <ul className="list-inside list-disc break-words">
        {value.map((entry, index) => (
          <li key={index}>
            <bdi>{entry}</bdi>
          </li>
        ))}
      </ul>
    );
  return (
    <pre
      dir="ltr"
      className="max-h-72 overflow-auto text-start text-sm break-words whitespace-pre-wrap"
    >
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** The link above a history page's h1: back to the item's edit screen, or to its history. */
export async function HistoryBackLink({
  kind,
  id,
  toHistory = false,
}: {
  kind: ContentKind;
  id: string;
  toHistory?: boolean;
}) {
  const t = await getTranslations('backOffice.history');
  return toHistory ? (
    <AdminBackLink href={historyHref(kind, id)}>{t('backToHistory')}</AdminBackLink>
  ) : (
    <AdminBackLink href={kind === 'post' ? `/admin/blogs/${id}` : BACK_TO_LIST[kind]}>
      {t('back')}
    </AdminBackLink>
  );
}
