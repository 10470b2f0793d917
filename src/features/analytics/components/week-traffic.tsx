import { TrendingUp, Users, type IconComponent } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { StatCardGrid } from '@/components/admin/stat-card';
import { ADMIN_PAGES } from '@/lib/admin/pages';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { loadWeekTraffic } from '../report-queries';
import type { WeekTraffic as WeekTrafficFigures } from '../report-types';
import { formatCardRate, formatCount } from './report-format';

/** The conversion as the card shows it: a percent with one decimal, "—" without visitors. */
export const formatConversion = (traffic: WeekTrafficFigures): string =>
  formatCardRate(traffic.visitors > 0 ? traffic.conversion : null);

/**
 * The dashboard home's visits (admin, sales): this week's visitors and how many of them sent an
 * inquiry, both opening /admin/analytics. Looks like the leads' count cards beside it. A failed
 * read shows a small failure card; the rest of the home is unaffected (readDashboard).
 */
export async function WeekTraffic() {
  const [t, traffic] = await Promise.all([
    getTranslations('backOffice.home.traffic'),
    readDashboard('analytics', () => loadWeekTraffic()),
  ]);
  if (!traffic) {
    return <AdminLoadFailed title={t('loadFailed')} text={t('loadFailedText')} className="mt-6" />;
  }
  const cards: {
    key: 'visitors' | 'conversion';
    icon: IconComponent;
    value: string;
    hint: string;
  }[] = [
    {
      key: 'visitors',
      icon: Users,
      value: formatCount(traffic.visitors),
      hint: t('visitorsHint'),
    },
    {
      key: 'conversion',
      icon: TrendingUp,
      value: formatConversion(traffic),
      hint:
        traffic.visitors > 0
          ? t('conversionHint', { inquiries: traffic.inquiries, visitors: traffic.visitors })
          : t('noVisitorsHint'),
    },
  ];
  return (
    <StatCardGrid
      id="traffic-title"
      title={t('title')}
      className="mt-6"
      cards={cards.map((card) => ({
        ...card,
        title: t(card.key),
        href: ADMIN_PAGES.analytics,
        open: t('open'),
      }))}
    />
  );
}
