/**
 * The company's clock: the back office's date-time inputs and the times it shows are in Israel
 * time, whatever the zone of the server or the admin's browser. Pure Intl: used in the browser
 * (the form's schema) and on the server alike.
 */
export const SITE_TIME_ZONE = 'Asia/Jerusalem';

/**
 * One formatter per zone, made once: building an Intl.DateTimeFormat costs ~150 µs, and the
 * page-view endpoint asks for today's date with every beacon.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

const parts = (date: Date, timeZone: string) => {
  const values: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) values[part.type] = part.value;
  return values as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
};

/** `date` as a `<input type="datetime-local">` value ("2026-11-24T14:05") on the site's clock. */
export function toLocalInput(date: Date, timeZone = SITE_TIME_ZONE): string {
  const p = parts(date, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** `date`'s calendar day ("2026-11-24") on the site's clock. */
export const toLocalDate = (date: Date, timeZone = SITE_TIME_ZONE) =>
  toLocalInput(date, timeZone).slice(0, 10);

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a wall-clock time on the site's clock names ("2026-11-24T14:05" in Israel), or
 * null when the text is not one. A time skipped by a clock change reads as the hour after it.
 */
export function fromLocalInput(value: string, timeZone = SITE_TIME_ZONE): Date | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(wall);
  // Date.UTC carries overflow over ("T10:60" would read as 11:00, "02-30" as March 2).
  if (
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCDate() !== day! ||
    check.getUTCHours() !== hour! ||
    check.getUTCMinutes() !== minute!
  )
    return null;
  // The zone's offset at that moment, found by reading the guess back; twice for clock changes.
  let instant = wall;
  for (let i = 0; i < 2; i++) {
    const p = parts(new Date(instant), timeZone);
    const shown = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
    instant += wall - shown;
  }
  return new Date(instant);
}
