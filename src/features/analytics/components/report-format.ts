/** How the analytics screen writes its numbers (Hebrew back office). */

const percent = new Intl.NumberFormat('he-IL', { style: 'percent', maximumFractionDigits: 1 });
const percentOneDecimal = new Intl.NumberFormat('he-IL', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const number = new Intl.NumberFormat('he-IL');

/** A count: "1,234". */
export const formatCount = (value: number) => number.format(value);

/** A rate in a table: "2.5%", "10%", "—" when there is none (no visitors). */
export const formatRate = (value: number | null) => (value === null ? '—' : percent.format(value));

/** A rate on a summary card: always one decimal, "2.0%", "—" when there is none. */
export const formatCardRate = (value: number | null) =>
  value === null ? '—' : percentOneDecimal.format(value);

/** `part` of `whole` as a rate ("—" when the whole is 0). */
export const formatShare = (part: number, whole: number) =>
  formatRate(whole > 0 ? part / whole : null);

/** A calendar day ("2026-11-25") as a Date at UTC midnight, formatted in UTC: no zone shift. */
export const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "27.11.2026" */
export const fullDay = new Intl.DateTimeFormat('he-IL', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "יום ו׳, 27.11" */
export const weekDay = new Intl.DateTimeFormat('he-IL', {
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
  timeZone: 'UTC',
});
