import { scaleBand, scaleLinear } from 'd3-scale';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';

/** Every n-th day from today backwards gets a date under the axis (5 labels over 30 days). */
const LABEL_EVERY = 7;
/** The drawing's own units; the SVG stretches to the card (bars only, the text is HTML). */
const WIDTH = 300;
const HEIGHT = 100;

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
 * Inquiries per day over the last 30 days, drawn on the server (d3-scale computes the geometry;
 * no client JavaScript). Time runs from the start side, so in the Hebrew back office the oldest
 * day is on the right and today on the left. Each bar is an image named with its day and count,
 * and the group is described by a one-line summary: screen readers get the numbers too.
 */
export async function InquiriesChart({ days }: { days: { day: string; count: number }[] }) {
  const t = await getTranslations('backOffice.home.chart');
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const max = Math.max(0, ...days.map((d) => d.count));

  const x = scaleBand<string>()
    .domain(days.map((d) => d.day))
    .range([0, WIDTH])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const y = scaleLinear()
    .domain([0, Math.max(4, max)])
    .range([HEIGHT, 0])
    .nice(4);
  const ticks = y.ticks(4).filter(Number.isInteger);
  const percentX = (value: number) => `${(value / WIDTH) * 100}%`;
  const percentY = (value: number) => `${(value / HEIGHT) * 100}%`;

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

      <div className="mt-5 grid grid-cols-[auto_1fr] gap-x-2">
        {/* The count axis: HTML text, so it stays readable at any width. */}
        <div aria-hidden="true" className="relative h-48 w-6 text-xs text-ink-soft md:h-56">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute end-0 translate-y-1/2 leading-none tabular-nums"
              style={{ bottom: percentY(HEIGHT - y(tick)) }}
            >
              {tick}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="group"
          aria-labelledby="inquiries-chart-title"
          aria-describedby="inquiries-chart-summary"
          className="h-48 w-full overflow-visible md:h-56 rtl:-scale-x-100"
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={WIDTH}
              y1={y(tick)}
              y2={y(tick)}
              vectorEffect="non-scaling-stroke"
              className={tick === 0 ? 'stroke-ink-soft' : 'stroke-line'}
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
          ))}
          {days.map((d, i) => {
            const name = t('bar', { day: dayName.format(asDate(d.day)), count: d.count });
            const today = i === days.length - 1;
            return (
              <rect
                key={d.day}
                role="img"
                aria-label={name}
                x={x(d.day)}
                width={x.bandwidth()}
                y={y(d.count)}
                height={HEIGHT - y(d.count)}
                className={today ? 'fill-brand-warm' : 'fill-brand'}
              >
                <title>{name}</title>
              </rect>
            );
          })}
        </svg>

        {/* The day axis: a date under every 7th bar, counted back from today. */}
        <div aria-hidden="true" className="relative col-start-2 mt-2 h-5 text-xs text-ink-soft">
          {days.map((d, i) =>
            (days.length - 1 - i) % LABEL_EVERY === 0 ? (
              <span
                key={d.day}
                className="absolute top-0 flex justify-center whitespace-nowrap tabular-nums"
                style={{ insetInlineStart: percentX(x(d.day)!), width: percentX(x.bandwidth()) }}
              >
                {dayLabel.format(asDate(d.day))}
              </span>
            ) : null,
          )}
        </div>
      </div>
    </Card>
  );
}
