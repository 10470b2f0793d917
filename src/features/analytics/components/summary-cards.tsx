import { Eye, Inbox, TrendingUp, Users, type IconComponent } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { StatCardGrid } from '@/components/admin/stat-card';
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
    <StatCardGrid
      id="analytics-cards-title"
      title={t('title')}
      cards={cards.map((card) => ({
        ...card,
        title: t(card.key),
        open: t('inquiriesOpen'),
      }))}
    />
  );
}
