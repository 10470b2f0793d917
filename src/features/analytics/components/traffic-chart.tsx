import { getTranslations } from 'next-intl/server';
import { DayBarsChart } from '@/components/admin/day-bars-chart';
import { Card } from '@/components/ui/card';
import { ChevronDown } from '@/components/icons';
import { Ltr } from '@/components/ui/ltr';
import type { AnalyticsReport } from '../report-types';
import { asDate, formatCount, fullDay, weekDay } from './report-format';

/**
 * Visitors (bars) and page views (a line with markers) on each day of the range, drawn on the
 * server (DayBarsChart). Each day's bar is named with both values, a summary describes the
 * whole, and the same numbers open as a table for whoever prefers one.
 */
export async function TrafficChart({ days }: { days: AnalyticsReport['days'] }) {
  const [t, tc] = await Promise.all([
    getTranslations('backOffice.analytics.chart'),
    getTranslations('backOffice.analytics.columns'),
  ]);
  const visitors = days.reduce((sum, d) => sum + d.visitors, 0);
  const views = days.reduce((sum, d) => sum + d.views, 0);
  const max = Math.max(0, ...days.map((d) => d.views));
  const byDay = new Map(days.map((d) => [d.day, d]));

  return (
    <Card as="section" aria-labelledby="traffic-chart-title" className="p-5 md:p-6">
      <h2 id="traffic-chart-title" className="text-xl md:text-2xl">
        {t('title')}
      </h2>
      <p id="traffic-chart-summary" className="sr-only">
        {t('summary', {
          visitors,
          views,
          max,
          first: fullDay.format(asDate(days[0]!.day)),
          last: fullDay.format(asDate(days.at(-1)!.day)),
        })}
      </p>
      <DayBarsChart
        className="mt-4"
        days={days.map((d) => ({ day: d.day, bar: d.visitors, line: d.views }))}
        legend={{ bar: t('visitors'), line: t('views') }}
        labelledBy="traffic-chart-title"
        describedBy="traffic-chart-summary"
        name={(point) => {
          const d = byDay.get(point.day)!;
          return t('day', {
            day: weekDay.format(asDate(d.day)),
            visitors: d.visitors,
            views: d.views,
          });
        }}
      />

      <details className="group mt-4 border-t border-line pt-3">
        <summary className="flex w-fit cursor-pointer list-none items-center gap-1 rounded-lg py-1 font-semibold text-brand underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
          <ChevronDown
            aria-hidden="true"
            className="size-5 transition-transform group-open:rotate-180"
          />
          {t('showTable')}
        </summary>
        <div
          className="mt-3 max-h-96 overflow-auto rounded-lg ring-1 ring-line"
          tabIndex={0}
          role="region"
          aria-label={t('tableCaption')}
        >
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('tableCaption')}</caption>
            <thead className="sticky top-0 bg-cream text-ink">
              <tr>
                <th scope="col" className="px-4 py-2 text-start font-semibold">
                  {t('dayColumn')}
                </th>
                <th scope="col" className="px-4 py-2 text-end font-semibold">
                  {tc('visitors')}
                </th>
                <th scope="col" className="px-4 py-2 text-end font-semibold">
                  {tc('views')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} className="border-t border-line">
                  <th scope="row" className="px-4 py-1.5 text-start font-normal whitespace-nowrap">
                    <Ltr className="tabular-nums">{fullDay.format(asDate(d.day))}</Ltr>
                  </th>
                  <td className="px-4 py-1.5 text-end tabular-nums">{formatCount(d.visitors)}</td>
                  <td className="px-4 py-1.5 text-end tabular-nums">{formatCount(d.views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}
