import { scaleBand, scaleLinear } from 'd3-scale';

/** The drawing's own units; the SVG stretches to its box (shapes only, the text is HTML). */
const WIDTH = 300;
const HEIGHT = 100;
/** At most this many dates under the axis, whatever the number of days. */
const MAX_DAY_LABELS = 6;

const dayLabel = new Intl.DateTimeFormat('he-IL', {
  day: 'numeric',
  month: 'numeric',
  timeZone: 'UTC',
});
const count = new Intl.NumberFormat('he-IL');
/** A calendar day ("2026-11-25") as a Date at UTC midnight, formatted in UTC: no zone shift. */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** One day of the chart: its bar and, when the chart has a line, the line's point. */
export type DayBarsPoint = { day: string; bar: number; line?: number };

/**
 * A back-office chart of one value per day as bars, and optionally a second one as a line with
 * round markers (told apart by shape, not colour alone: the legend shows both shapes with their
 * names). Drawn on the server with d3-scale, no client JavaScript. Time runs from the start side,
 * so in the Hebrew back office the oldest day is on the right. Each bar is an image named by
 * `name` (its day and every value of it), inside a group named by `labelledBy` and described by
 * `describedBy` (the caller's heading and one-line summary): screen readers get the numbers too.
 */
export function DayBarsChart({
  days,
  name,
  legend,
  labelledBy,
  describedBy,
  highlightLast = false,
  className,
}: {
  days: DayBarsPoint[];
  /** A day's accessible name, e.g. "Fri 27.11: 12 visitors, 30 page views". */
  name: (point: DayBarsPoint) => string;
  /** Shown when the chart has a line (one series needs no legend: the heading names it). */
  legend: { bar: string; line?: string };
  labelledBy: string;
  /** The last day (today) in the warm brand colour. */
  highlightLast?: boolean;
  describedBy?: string;
  className?: string;
}) {
  const hasLine = legend.line !== undefined && days.some((d) => d.line !== undefined);
  const max = Math.max(0, ...days.flatMap((d) => [d.bar, hasLine ? (d.line ?? 0) : 0]));

  const x = scaleBand<string>()
    .domain(days.map((d) => d.day))
    .range([0, WIDTH])
    .paddingInner(days.length > 60 ? 0.1 : 0.25)
    .paddingOuter(0.1);
  const y = scaleLinear()
    .domain([0, Math.max(4, max)])
    .range([HEIGHT, 0])
    .nice(4);
  const ticks = y.ticks(4).filter(Number.isInteger);
  const percentX = (value: number) => `${(value / WIDTH) * 100}%`;
  const percentY = (value: number) => `${(value / HEIGHT) * 100}%`;
  const center = (day: string) => x(day)! + x.bandwidth() / 2;
  const labelEvery = Math.max(1, Math.ceil(days.length / MAX_DAY_LABELS));
  const linePoints = hasLine ? days.map((d) => `${center(d.day)},${y(d.line ?? 0)}`).join(' ') : '';

  return (
    <div className={className}>
      {hasLine && (
        <ul
          aria-hidden="true"
          className="mb-4 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-ink-soft"
        >
          <li className="flex items-center gap-2">
            <span className="inline-block size-3.5 rounded-sm bg-brand" />
            {legend.bar}
          </li>
          {hasLine && (
            <li className="flex items-center gap-2">
              <span className="relative inline-flex h-3.5 w-6 items-center">
                <span className="h-0.5 w-full bg-ink" />
                <span className="absolute start-1/2 size-2.5 -translate-x-1/2 rounded-full border-2 border-ink bg-white rtl:translate-x-1/2" />
              </span>
              {legend.line}
            </li>
          )}
        </ul>
      )}

      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        {/* The count axis: HTML text, so it stays readable at any width. */}
        <div aria-hidden="true" className="relative h-48 w-9 text-xs text-ink-soft md:h-56">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute end-0 translate-y-1/2 leading-none whitespace-nowrap tabular-nums"
              style={{ bottom: percentY(HEIGHT - y(tick)) }}
            >
              {count.format(tick)}
            </span>
          ))}
        </div>
        <div className="relative h-48 md:h-56">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="group"
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            className="size-full overflow-visible rtl:-scale-x-100"
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
              const label = name(d);
              return (
                <rect
                  key={d.day}
                  role="img"
                  aria-label={label}
                  x={x(d.day)}
                  width={x.bandwidth()}
                  y={y(d.bar)}
                  height={HEIGHT - y(d.bar)}
                  className={
                    highlightLast && i === days.length - 1 ? 'fill-brand-warm' : 'fill-brand'
                  }
                >
                  <title>{label}</title>
                </rect>
              );
            })}
            {hasLine && (
              <polyline
                aria-hidden="true"
                points={linePoints}
                fill="none"
                vectorEffect="non-scaling-stroke"
                strokeWidth={2}
                strokeLinejoin="round"
                className="stroke-ink"
              />
            )}
          </svg>
          {/* The line's markers: HTML, so they stay round however the drawing stretches. */}
          {hasLine && days.length <= 120 && (
            <div aria-hidden="true" className="pointer-events-none absolute inset-0">
              {days.map((d) => (
                <span
                  key={d.day}
                  className="absolute size-2 translate-y-1/2 rounded-full border-2 border-ink bg-white ltr:-translate-x-1/2 rtl:translate-x-1/2"
                  style={{
                    insetInlineStart: percentX(center(d.day)),
                    bottom: percentY(HEIGHT - y(d.line ?? 0)),
                  }}
                />
              ))}
            </div>
          )}
        </div>

        {/* The day axis: a date under a few bars, counted back from the last day. */}
        <div aria-hidden="true" className="relative col-start-2 mt-2 h-5 text-xs text-ink-soft">
          {days.map((d, i) =>
            (days.length - 1 - i) % labelEvery === 0 ? (
              <span
                key={d.day}
                className="absolute top-0 flex justify-center whitespace-nowrap tabular-nums"
                style={{
                  insetInlineStart: percentX(center(d.day) - 10),
                  width: percentX(20),
                }}
              >
                {dayLabel.format(asDate(d.day))}
              </span>
            ) : null,
          )}
        </div>
      </div>
    </div>
  );
}
