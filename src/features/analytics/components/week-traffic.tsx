import { ChevronLeft, TrendingUp, Users, type IconComponent } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { cardClass } from '@/components/ui/card';
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
    <section aria-labelledby="traffic-title" className="mt-6">
      <h2 id="traffic-title" className="sr-only">
        {t('title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:gap-4 xl:grid-cols-4">
        {cards.map((card) => (
          <li key={card.key}>
            <Link
              href={ADMIN_PAGES.analytics}
              className={cardClass(
                'group flex h-full flex-col gap-2 p-4 transition-shadow hover:shadow-lg hover:ring-brand md:p-5',
              )}
            >
              <span className="flex items-start justify-between gap-2">
                <span className="leading-snug font-semibold">{t(card.key)}</span>
                <card.icon aria-hidden="true" className="size-6 shrink-0 text-brand" />
              </span>
              <span className="text-3xl leading-none font-extrabold tabular-nums md:text-4xl">
                {card.value}
              </span>
              <span className="text-sm text-ink-soft">{card.hint}</span>
              <span className="mt-auto flex items-center gap-1 pt-2 text-sm font-semibold text-brand group-hover:underline">
                {t('open')}
                <ChevronLeft aria-hidden="true" className="size-4 ltr:rotate-180" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
