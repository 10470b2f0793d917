import { getTranslations } from 'next-intl/server';
import { DayBarsChart } from '@/components/admin/day-bars-chart';
import { Card } from '@/components/ui/card';

const dayLabel = new Intl.DateTimeFormat('he-IL', {
  day: 'numeric',
  month: 'numeric',
  timeZone: 'UTC',
});
const dayName = new Intl.DateTimeFormat('he-IL', {
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
  timeZone: 'UTC',
});
/** A calendar day ("2026-11-25") as a Date at UTC midnight, formatted in UTC: no zone shift. */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Inquiries per day over the last 30 days, today in the warm colour: the back office's one day
 * chart (DayBarsChart, drawn on the server), as on the analytics screen. Each bar is an image
 * named with its day and count, and the group is described by a one-line summary.
 */
export async function InquiriesChart({ days }: { days: { day: string; count: number }[] }) {
  const t = await getTranslations('backOffice.home.chart');
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const max = Math.max(0, ...days.map((d) => d.count));

  return (
    <Card as="section" aria-labelledby="inquiries-chart-title" className="p-5 md:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="inquiries-chart-title" className="text-xl md:text-2xl">
          {t('title')}
        </h2>
        <p className="text-sm font-semibold text-ink-soft">{t('total', { total })}</p>
      </div>
      <p id="inquiries-chart-summary" className="sr-only">
        {t('summary', {
          total,
          max,
          first: dayLabel.format(asDate(days[0]!.day)),
          last: dayLabel.format(asDate(days.at(-1)!.day)),
        })}
      </p>
      <DayBarsChart
        className="mt-5"
        days={days.map((d) => ({ day: d.day, bar: d.count }))}
        legend={{ bar: t('title') }}
        labelledBy="inquiries-chart-title"
        describedBy="inquiries-chart-summary"
        highlightLast
        name={(point) => t('bar', { day: dayName.format(asDate(point.day)), count: point.bar })}
      />
    </Card>
  );
}
