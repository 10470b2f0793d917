import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import type { AnalyticsReport } from '../report-types';
import { formatCount, formatRate } from './report-format';

/** The "product page → contact page" funnel: who saw a product, who then opened the contact page. */
export async function FunnelCard({ funnel }: { funnel: AnalyticsReport['funnel'] }) {
  const t = await getTranslations('backOffice.analytics.funnel');
  const figures = [
    { key: 'productVisitors', value: formatCount(funnel.productVisitors) },
    { key: 'thenContact', value: formatCount(funnel.thenContact) },
    { key: 'rate', value: formatRate(funnel.rate) },
  ] as const;
  return (
    <Card as="section" aria-labelledby="analytics-funnel-title" className="min-w-0 p-5 md:p-6">
      <h2 id="analytics-funnel-title" className="text-xl md:text-2xl">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('hint')}</p>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {figures.map((figure) => (
          <div key={figure.key} className="flex flex-col-reverse gap-1 rounded-lg bg-cream p-3">
            <dt className="text-sm leading-snug text-ink-soft">{t(figure.key)}</dt>
            <dd className="text-2xl leading-none font-extrabold tabular-nums md:text-3xl">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
