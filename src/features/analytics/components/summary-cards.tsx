import { Eye, Inbox, TrendingUp, Users, type IconComponent } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StatCard } from '@/components/admin/stat-card';
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
        {cards.map((card) => (
          <li key={card.key}>
            <StatCard
              title={t(card.key)}
              icon={card.icon}
              value={card.value}
              hint={card.hint}
              href={card.href}
              open={t('inquiriesOpen')}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
