import { toLocalDate } from '@/lib/site-time';
import type { AnalyticsRange } from './report-types';

/**
 * The analytics screen's range, as its URL holds it (bookmarkable; the CSV link repeats it):
 *   /admin/analytics                                   the last 30 Israel days, today included
 *   /admin/analytics?range=90                          the last 90
 *   /admin/analytics?range=custom&from=…&to=…          the days from…to, both included
 * A custom range must be real calendar days, from ≤ to ≤ today and at most MAX_RANGE_DAYS long;
 * anything else reads as the default 30 days, never an error.
 */

/** The longest custom range, in days (a year, leap day included). */
export const MAX_RANGE_DAYS = 366;

type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day "2026-11-27" that exists (no "2026-02-30"). */
function isDay(value: string | undefined): value is string {
  const match = value ? DAY.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day
  );
}

const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(dayTime(day));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How many days from…to holds, both included. */
export const rangeLength = (from: string, to: string) =>
  Math.round((dayTime(to) - dayTime(from)) / 86_400_000) + 1;

/** The last `days` days up to `today`, both included. */
export const lastDays = (days: 30 | 90, today: string): AnalyticsRange => ({
  from: addDays(today, -(days - 1)),
  to: today,
  preset: days === 30 ? '30' : '90',
});

function first(params: SearchParams, key: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

/** The range a URL's search parameters ask for; `today` is the Israel calendar's by default. */
export function parseAnalyticsRange(
  params: SearchParams,
  today: string = toLocalDate(new Date()),
): AnalyticsRange {
  const range = first(params, 'range');
  if (range === '90') return lastDays(90, today);
  if (range === 'custom') {
    const from = first(params, 'from')?.trim();
    const to = first(params, 'to')?.trim();
    if (
      isDay(from) &&
      isDay(to) &&
      from <= to &&
      to <= today &&
      rangeLength(from, to) <= MAX_RANGE_DAYS
    )
      return { from, to, preset: 'custom' };
  }
  return lastDays(30, today);
}

/** The search parameters naming `range` (none for the default 30 days). */
function rangeQuery(range: AnalyticsRange): string {
  const params = new URLSearchParams();
  if (range.preset === '90') params.set('range', '90');
  if (range.preset === 'custom') {
    params.set('range', 'custom');
    params.set('from', range.from);
    params.set('to', range.to);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The analytics screen showing `range`. */
export const analyticsPath = (range: AnalyticsRange) => `/admin/analytics${rangeQuery(range)}`;

/** The CSV of `range` (the same parameters as the screen's). */
export const analyticsExportPath = (range: AnalyticsRange) =>
  `/api/admin/analytics/export${rangeQuery(range)}`;
