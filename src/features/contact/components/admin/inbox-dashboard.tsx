import { Download, Inbox, X } from '@/components/icons';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AdminListEmpty } from '@/components/admin/admin-list-empty';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { AdminListPager } from '@/components/admin/admin-list-pager';
import { AdminListHeading } from '@/components/admin/admin-list-heading';
import { buttonClass } from '@/components/ui/button';
import { Card, cardClass } from '@/components/ui/card';
import { Ltr } from '@/components/ui/ltr';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { getInbox, getInquiryRetention } from '../../admin-queries';
import {
  INBOX_NONE,
  INBOX_PAGE_SIZE,
  inboxExportPath,
  inboxPath,
  inboxSearch,
  inquiryPath,
  type InboxFilters,
} from '../../inbox-filters';
import type { InboxRow } from '../../inbox-query';
import { InboxFilterForm } from './inbox-filter-form';
import { DeliveryBadge } from './inbox-parts';
import { InquiryRetentionPanel } from './inquiry-retention-form';
import { InquiryStatusSelect } from './inquiry-status-select';
import { adminDateTime } from '@/lib/admin/date-time';
import { getViewer } from '@/lib/admin/guard';

/**
 * /admin/inquiries: every inquiry, newest first, 50 a page, read on the server for the view the
 * URL names (search, status, purpose, where the leads came from, dates, the dashboard's
 * undelivered / unanswered views, page). A table on wide screens, a list of cards on a phone; the
 * status changes right in the row. Below the list, for administrators, the "keep inquiries"
 * setting (how long before the server erases them: retention.ts); sales work the leads without it.
 */
export async function InboxDashboard({ filters }: { filters: InboxFilters }) {
  const isAdmin = (await getViewer())?.isAdmin === true;
  const [t, list, inbox, retention] = await Promise.all([
    getTranslations('backOffice.inbox'),
    getTranslations('backOffice.inbox.list'),
    readDashboard('inquiries', () => getInbox(filters)),
    isAdmin
      ? readDashboard('inquiry retention', async () => ({ months: await getInquiryRetention() }))
      : null,
  ]);
  const filtered = inboxSearch({ ...filters, page: undefined }) !== '';
  return (
    <div className="mt-6 grid gap-6">
      <Card className="p-5 md:p-6">
        {/* Keyed by the view: back and forward show the fields of the URL's view. */}
        <InboxFilterForm key={inboxSearch({ ...filters, page: undefined })} filters={filters} />
        <FilterChips filters={filters} />
      </Card>
      {!inbox ? (
        <AdminLoadFailed title={list('loadFailed')} text={list('loadFailedText')} />
      ) : inbox.total === 0 ? (
        <AdminListEmpty
          texts="backOffice.inbox.list"
          icon={Inbox}
          clear={filtered ? { href: inboxPath(), label: t('filters.clear') } : undefined}
        />
      ) : (
        <section aria-labelledby="inbox-results" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <AdminListHeading
              id="inbox-results"
              texts="backOffice.inbox.list"
              list={inbox}
              pageSize={INBOX_PAGE_SIZE}
            />
            <a href={inboxExportPath(filters)} className={buttonClass('secondary')} download>
              <Download aria-hidden="true" className="size-5" />
              {list('export')}
            </a>
          </div>
          <InboxTable rows={inbox.rows} />
          <InboxCards rows={inbox.rows} />
          <Pager filters={filters} page={inbox.page} pageCount={inbox.pageCount} />
        </section>
      )}
      {isAdmin &&
        (retention ? (
          <InquiryRetentionPanel months={retention.months} />
        ) : (
          <AdminLoadFailed title={t('retention.title')} text={t('retention.loadFailed')} />
        ))}
    </div>
  );
}

/** Hebrew letters: a value with them reads right-to-left, others (Latin, paths) left-to-right. */
const HEBREW = /[\u0590-\u05FF]/;

/**
 * A value inside a chip's text: a page path or a Latin campaign value kept left-to-right
 * (`<ltr>` in the message), a Hebrew one isolated as it is; a long one cut with an ellipsis.
 */
const chipValue = (value: string, path = false) =>
  function Value(chunks: ReactNode) {
    const className = 'inline-block max-w-56 truncate align-bottom sm:max-w-md';
    return path || !HEBREW.test(value) ? (
      <Ltr className={className}>{chunks}</Ltr>
    ) : (
      <bdi className={className}>{chunks}</bdi>
    );
  };

/** A chip's message as plain text (the remove link's name), its `<ltr>` tag left out. */
const plain = (chunks: string) => chunks;

/**
 * The active filters as chips, each a link to the same view without it: the form's fields, the
 * dashboard's views and where the leads came from (the analytics screen's links: source,
 * campaign, the page sent from), which are not fields of the form.
 */
async function FilterChips({ filters }: { filters: InboxFilters }) {
  const t = await getTranslations('backOffice.inbox');
  /** `text` names the chip; `content` (when set) is how it shows, `text` otherwise. */
  const chips: { key: keyof InboxFilters; text: string; content?: ReactNode }[] = [];
  if (filters.q) chips.push({ key: 'q', text: t('filters.chipSearch', { q: filters.q }) });
  if (filters.status)
    chips.push({
      key: 'status',
      text: t('filters.chipStatus', { status: t(`statuses.${filters.status}`) }),
    });
  if (filters.purpose)
    chips.push({
      key: 'purpose',
      text: t('filters.chipPurpose', { purpose: t(`purposes.${filters.purpose}`) }),
    });
  if (filters.source === INBOX_NONE) chips.push({ key: 'source', text: t('filters.chipNoSource') });
  else if (filters.source) {
    const source = filters.source;
    chips.push({
      key: 'source',
      text: t.markup('filters.chipSource', { source, ltr: plain }),
      content: t.rich('filters.chipSource', { source, ltr: chipValue(source) }),
    });
  }
  if (filters.campaign === INBOX_NONE)
    chips.push({ key: 'campaign', text: t('filters.chipNoCampaign') });
  else if (filters.campaign) {
    const campaign = filters.campaign;
    chips.push({
      key: 'campaign',
      text: t.markup('filters.chipCampaign', { campaign, ltr: plain }),
      content: t.rich('filters.chipCampaign', { campaign, ltr: chipValue(campaign) }),
    });
  }
  if (filters.sentFrom) {
    const page = filters.sentFrom;
    chips.push({
      key: 'sentFrom',
      text: t.markup('filters.chipSentFrom', { page, ltr: plain }),
      content: t.rich('filters.chipSentFrom', { page, ltr: chipValue(page, true) }),
    });
  }
  if (filters.from)
    chips.push({ key: 'from', text: t('filters.chipFrom', { date: filters.from }) });
  if (filters.to) chips.push({ key: 'to', text: t('filters.chipTo', { date: filters.to }) });
  if (filters.delivery) chips.push({ key: 'delivery', text: t('filters.chipUndelivered') });
  if (filters.unanswered) chips.push({ key: 'unanswered', text: t('filters.chipUnanswered') });
  if (chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4">
      <span className="text-sm font-semibold text-ink-soft">{t('filters.active')}:</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={inboxPath({ ...filters, [chip.key]: undefined, page: undefined })}
              aria-label={t('filters.remove', { filter: chip.text })}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-cream px-4 text-sm font-semibold ring-1 ring-line hover:bg-brand-warm-light"
            >
              <bdi>{chip.content ?? chip.text}</bdi>
              <X aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href={inboxPath()}
        className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand underline-offset-4 hover:underline"
      >
        {t('filters.clear')}
      </Link>
    </div>
  );
}

/**
 * What the lead wants and where from: the purpose and city the visitor chose (when they did), the
 * page path and, from a product page, the product.
 */
async function Source({ row }: { row: InboxRow }) {
  const t = await getTranslations('backOffice.inbox.list');
  const purposes = await getTranslations('backOffice.inbox.purposes');
  const wants = [row.purpose && purposes(row.purpose), row.city].filter(Boolean).join(' · ');
  return (
    <>
      {wants && <span className="block text-sm font-semibold">{wants}</span>}
      {row.page && <Ltr className="block max-w-56 truncate text-sm">{row.page}</Ltr>}
      {row.productName && (
        <span className="block text-sm text-ink-soft">
          {t('product', { name: row.productName })}
        </span>
      )}
      {row.utmSource && (
        <Ltr className="block text-xs text-ink-soft">utm_source={row.utmSource}</Ltr>
      )}
    </>
  );
}

async function InboxTable({ rows }: { rows: InboxRow[] }) {
  const t = await getTranslations('backOffice.inbox.list');
  const columns = [
    'date',
    'name',
    'phone',
    'email',
    'message',
    'source',
    'status',
    'delivery',
  ] as const;
  return (
    <div
      className={cardClass('hidden overflow-x-auto lg:block')}
      tabIndex={0}
      role="region"
      aria-label={t('caption')}
    >
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead>
          <tr className="border-b border-line bg-cream/60">
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 text-start font-semibold">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className="border-b border-line align-top last:border-b-0 hover:bg-cream/50"
            >
              <td className="px-3 py-3 whitespace-nowrap">
                <Ltr>{adminDateTime.format(row.createdAt)}</Ltr>
              </td>
              <th scope="row" className="px-3 py-3 text-start font-semibold">
                <Link
                  href={inquiryPath(row.id)}
                  className="text-brand underline-offset-4 hover:underline"
                >
                  {row.name}
                </Link>
              </th>
              <td className="px-3 py-3 whitespace-nowrap">
                <a href={`tel:${row.phone}`} className="underline-offset-4 hover:underline">
                  <Ltr>{row.phone}</Ltr>
                </a>
              </td>
              <td className="max-w-48 px-3 py-3">
                {row.email ? (
                  <a
                    href={`mailto:${row.email}`}
                    className="block truncate underline-offset-4 hover:underline"
                  >
                    <Ltr>{row.email}</Ltr>
                  </a>
                ) : (
                  <span className="text-ink-soft">{t('noEmail')}</span>
                )}
              </td>
              <td className="max-w-64 px-3 py-3">
                {row.firstLine ? (
                  <span className="line-clamp-2">{row.firstLine}</span>
                ) : (
                  <span className="text-ink-soft">{t('noMessage')}</span>
                )}
              </td>
              <td className="px-3 py-3">
                <Source row={row} />
              </td>
              <td className="px-3 py-3">
                <InquiryStatusSelect
                  id={row.id}
                  status={row.status}
                  label={t('statusOf', { name: row.name })}
                  className="w-36"
                />
              </td>
              <td className="px-3 py-3">
                <DeliveryBadge status={row.emailStatus} attempts={row.emailAttempts} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The phone's list: one card per inquiry, the same facts stacked. */
async function InboxCards({ rows }: { rows: InboxRow[] }) {
  const t = await getTranslations('backOffice.inbox.list');
  return (
    <ul className="grid gap-3 lg:hidden" aria-label={t('caption')}>
      {rows.map((row) => (
        <li key={row.id} className={cardClass('grid gap-2 p-4')}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link
                href={inquiryPath(row.id)}
                className="block truncate text-lg font-bold text-brand underline-offset-4 hover:underline"
              >
                {row.name}
              </Link>
              <Ltr className="text-sm text-ink-soft">{adminDateTime.format(row.createdAt)}</Ltr>
            </div>
            <DeliveryBadge status={row.emailStatus} attempts={row.emailAttempts} />
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a href={`tel:${row.phone}`} className="font-semibold underline underline-offset-4">
              <Ltr>{row.phone}</Ltr>
            </a>
            {row.email && (
              <a
                href={`mailto:${row.email}`}
                className="max-w-full truncate underline underline-offset-4"
              >
                <Ltr>{row.email}</Ltr>
              </a>
            )}
          </div>
          {row.firstLine && <p className="line-clamp-2 text-sm">{row.firstLine}</p>}
          <div className="min-w-0 break-words">
            <Source row={row} />
          </div>
          <InquiryStatusSelect
            id={row.id}
            status={row.status}
            label={t('statusOf', { name: row.name })}
          />
        </li>
      ))}
    </ul>
  );
}

function Pager({
  filters,
  page,
  pageCount,
}: {
  filters: InboxFilters;
  page: number;
  pageCount: number;
}) {
  return (
    <AdminListPager
      texts="backOffice.inbox.pager"
      list={{ page, pageCount }}
      hrefFor={(to) => inboxPath({ ...filters, page: to })}
    />
  );
}
