import { ChevronLeft, Eye, Inbox, TrendingUp, Users, type IconComponent } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { cardClass } from '@/components/ui/card';
import { inboxLink } from '../inbox-links';
import type { AnalyticsReport } from '../report-types';
import { formatCardRate, formatCount } from './report-format';

type CardSpec = {
  key: 'visitors' | 'views' | 'inquiries' | 'conversion';
  icon: IconComponent;
  value: string;
  hint: ReactNode;
  /** Opens the inbox's matching view. */
  href?: string;
};

/**
 * The range's four figures, like the dashboard home's count cards: visitors, page views,
 * inquiries (opening the inbox for the same days) and the conversion (inquiries ÷ visitors).
 */
export async function SummaryCards({ report }: { report: AnalyticsReport }) {
  const t = await getTranslations('backOffice.analytics.cards');
  const { totals, range } = report;
  const cards: CardSpec[] = [
    {
      key: 'visitors',
      icon: Users,
      value: formatCount(totals.visitors),
      hint: t('visitorsHint'),
    },
    { key: 'views', icon: Eye, value: formatCount(totals.views), hint: t('viewsHint') },
    {
      key: 'inquiries',
      icon: Inbox,
      value: formatCount(totals.inquiries),
      hint: t('inquiriesHint'),
      href: inboxLink({ from: range.from, to: range.to }),
    },
    {
      key: 'conversion',
      icon: TrendingUp,
      value: formatCardRate(totals.visitors > 0 ? totals.conversion : null),
      hint:
        totals.visitors > 0
          ? t('conversionHint', { inquiries: totals.inquiries, visitors: totals.visitors })
          : t('noVisitorsHint'),
    },
  ];
  return (
    <section aria-labelledby="analytics-cards-title">
      <h2 id="analytics-cards-title" className="sr-only">
        {t('title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:gap-4 xl:grid-cols-4">
        {cards.map((card) => {
          const body = (
            <>
              <span className="flex items-start justify-between gap-2">
                <span className="leading-snug font-semibold">{t(card.key)}</span>
                <card.icon aria-hidden="true" className="size-6 shrink-0 text-brand" />
              </span>
              <span className="text-3xl leading-none font-extrabold tabular-nums md:text-4xl">
                {card.value}
              </span>
              <span className="text-sm text-ink-soft">{card.hint}</span>
            </>
          );
          return (
            <li key={card.key}>
              {card.href ? (
                <Link
                  href={card.href}
                  className={cardClass(
                    'group flex h-full flex-col gap-2 p-4 transition-shadow hover:shadow-lg hover:ring-brand md:p-5',
                  )}
                >
                  {body}
                  <span className="mt-auto flex items-center gap-1 pt-2 text-sm font-semibold text-brand group-hover:underline">
                    {t('inquiriesOpen')}
                    <ChevronLeft aria-hidden="true" className="size-4 ltr:rotate-180" />
                  </span>
                </Link>
              ) : (
                <div className={cardClass('flex h-full flex-col gap-2 p-4 md:p-5')}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
