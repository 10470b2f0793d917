import {
  CalendarDays,
  ChevronLeft,
  Hourglass,
  Inbox,
  MailWarning,
  TriangleAlert,
  type IconComponent,
} from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { buttonClass } from '@/components/ui/button';
import { Card, cardClass } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Ltr } from '@/components/ui/ltr';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { loadDashboardHome, type DashboardHome } from '../../dashboard-queries';
import { inboxPath, inquiryPath, type InboxFilters } from '../../inbox-filters';
import { InquiriesChart } from './inquiries-chart';
import { StatusBadge } from './inbox-parts';
import { adminDateTime } from '@/lib/admin/date-time';

const shortDay = new Intl.DateTimeFormat('he-IL', {
  day: 'numeric',
  month: 'numeric',
  timeZone: 'UTC',
});

/**
 * /admin, the back office's home: how the leads stand. An alert when lead e-mails are failing,
 * four counts that each open the inbox's matching view, inquiries per day over 30 days, and the
 * five latest inquiries. Read on the server per request (Israel calendar, see dashboard-queries).
 */
export async function InquiriesDashboard() {
  const [t, home] = await Promise.all([
    getTranslations('backOffice.home'),
    readDashboard('dashboard', () => loadDashboardHome()),
  ]);
  if (!home) {
    return <AdminLoadFailed title={t('loadFailed')} text={t('loadFailedText')} className="mt-6" />;
  }
  return (
    <div className="mt-6 grid gap-6">
      {home.failing && <FailingAlert failing={home.failing} />}
      <Counts home={home} />
      <div className="grid gap-6 lg:grid-cols-[1.6fr_1fr] lg:items-start">
        <InquiriesChart days={home.days} />
        <Latest latest={home.latest} />
      </div>
    </div>
  );
}

async function FailingAlert({ failing }: { failing: NonNullable<DashboardHome['failing']> }) {
  const t = await getTranslations('backOffice.home.failing');
  return (
    <div
      role="alert"
      className="flex flex-col gap-4 rounded-card border-2 border-closed bg-closed-bg p-5 text-closed md:flex-row md:items-center md:p-6"
    >
      <TriangleAlert aria-hidden="true" className="size-8 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold">{t('title')}</p>
        <p className="mt-1 text-ink">
          {t.rich('text', {
            count: failing.count,
            since: adminDateTime.format(failing.since),
            ltr: (chunks) => <Ltr className="whitespace-nowrap">{chunks}</Ltr>,
          })}
        </p>
        {failing.lastError && (
          <p className="mt-2 text-sm text-ink">
            {t('lastError')}{' '}
            <Ltr className="font-mono [overflow-wrap:anywhere]">
              {failing.lastError.slice(0, 200)}
            </Ltr>
          </p>
        )}
      </div>
      <Link
        href={inboxPath({ delivery: 'undelivered' })}
        className={buttonClass('danger', 'shrink-0')}
      >
        {t('link')}
      </Link>
    </div>
  );
}

type CardSpec = {
  key: 'today' | 'week' | 'unanswered' | 'undelivered';
  icon: IconComponent;
  count: number;
  view: InboxFilters;
  hint: ReactNode;
  /** Shown in the palette's warning colour when the count is not zero. */
  alarm?: 'soon' | 'closed';
};

async function Counts({ home }: { home: DashboardHome }) {
  const t = await getTranslations('backOffice.home');
  const cards: CardSpec[] = [
    {
      key: 'today',
      icon: Inbox,
      count: home.counts.today,
      view: { from: home.today, to: home.today },
      hint: t('cards.todayHint'),
    },
    {
      key: 'week',
      icon: CalendarDays,
      count: home.counts.week,
      view: { from: home.weekStart, to: home.today },
      hint: t.rich('cards.weekHint', {
        date: shortDay.format(new Date(`${home.weekStart}T00:00:00Z`)),
        ltr: (chunks) => <Ltr>{chunks}</Ltr>,
      }),
    },
    {
      key: 'unanswered',
      icon: Hourglass,
      count: home.counts.unanswered,
      view: { unanswered: true },
      hint: t('cards.unansweredHint'),
      alarm: 'soon',
    },
    {
      key: 'undelivered',
      icon: MailWarning,
      count: home.counts.undelivered,
      view: { delivery: 'undelivered' },
      hint: t('cards.undeliveredHint'),
      alarm: 'closed',
    },
  ];
  return (
    <section aria-labelledby="counts-title">
      <h2 id="counts-title" className="sr-only">
        {t('countsTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:gap-4 xl:grid-cols-4">
        {cards.map((card) => {
          const alarmed = card.alarm && card.count > 0;
          return (
            <li key={card.key}>
              <Link
                href={inboxPath(card.view)}
                className={cardClass(
                  'group flex h-full flex-col gap-2 p-4 transition-shadow hover:shadow-lg hover:ring-brand md:p-5',
                )}
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="leading-snug font-semibold">{t(`cards.${card.key}`)}</span>
                  <card.icon
                    aria-hidden="true"
                    className={cn(
                      'size-6 shrink-0',
                      alarmed
                        ? card.alarm === 'closed'
                          ? 'text-closed'
                          : 'text-soon'
                        : 'text-brand',
                    )}
                  />
                </span>
                <span
                  className={cn(
                    'text-3xl leading-none font-extrabold tabular-nums md:text-4xl',
                    alarmed && (card.alarm === 'closed' ? 'text-closed' : 'text-soon'),
                  )}
                >
                  {card.count}
                </span>
                <span className="text-sm text-ink-soft">{card.hint}</span>
                <span className="mt-auto flex items-center gap-1 pt-2 text-sm font-semibold text-brand group-hover:underline">
                  {t('cards.open')}
                  <ChevronLeft aria-hidden="true" className="size-4 ltr:rotate-180" />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

async function Latest({ latest }: { latest: DashboardHome['latest'] }) {
  const t = await getTranslations('backOffice.home');
  return (
    <Card as="section" aria-labelledby="latest-title" className="p-5 md:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="latest-title" className="text-xl md:text-2xl">
          {t('latest.title')}
        </h2>
        <Link
          href={inboxPath()}
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          {t('latest.all')}
        </Link>
      </div>
      {latest.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={t('latest.empty')}
          text={t('latest.emptyText')}
          className="mt-4 py-8"
        />
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {latest.map((inquiry) => (
            <li key={inquiry.id}>
              <Link
                href={inquiryPath(inquiry.id)}
                className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-cream"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{inquiry.name}</span>
                  <Ltr className="text-sm text-ink-soft">
                    {adminDateTime.format(inquiry.createdAt)}
                  </Ltr>
                </span>
                <span className="shrink-0">
                  <StatusBadge status={inquiry.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
