/*
 * The backup variables' grammar (BACKUP_SCHEDULE, BACKUP_KEEP): parsed here so the start-up check
 * (env.ts) refuses a bad value; src/lib/backup (schedule.ts, keep.ts) acts on the result.
 */

/*
 * BACKUP_SCHEDULE: when the running server makes its backups.
 *   "03:00" (the default) or "daily 03:00"  every day at that time, Israel time
 *   "every 30m", "every 6h"                   every N minutes / hours (slots aligned to UTC)
 *   "off"                                     never (npm run backup and "back up now" still work)
 * A slot is the instant a backup is due; each slot is claimed by one instance (backup_runs.slot).
 */

export type BackupSchedule =
  { kind: 'off' } | { kind: 'daily'; hour: number; minute: number } | { kind: 'every'; ms: number };

export const DEFAULT_BACKUP_SCHEDULE = '03:00';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The schedule a BACKUP_SCHEDULE text names, or null when it names none. */
export function parseSchedule(text: string | undefined): BackupSchedule | null {
  const value = (text ?? DEFAULT_BACKUP_SCHEDULE).trim().toLowerCase();
  if (value === 'off') return { kind: 'off' };
  const daily = /^(?:daily\s+)?([01]?\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (daily) return { kind: 'daily', hour: Number(daily[1]), minute: Number(daily[2]) };
  const every = /^every\s+(\d{1,4})\s*(m|h)$/.exec(value);
  if (every) {
    const ms = Number(every[1]) * (every[2] === 'h' ? 60 : 1) * MINUTE;
    if (ms >= MINUTE && ms <= 7 * DAY) return { kind: 'every', ms };
  }
  return null;
}

/*
 * BACKUP_KEEP: which archives the retention keeps after each backup; the rest are deleted.
 *   "7d,4w,6m" (the default): the newest archive of each of the 7 latest days that have one, of
 *       the 4 latest weeks (Sunday to Saturday, Israel's week) and of the 6 latest months —
 *       at most 17 archives covering half a year. Any of the three may be left out ("14d").
 *   "10": the 10 newest archives.
 * Days, weeks and months are Israel's calendar. Only our own archive names are ever considered.
 */

export type KeepPolicy =
  | { kind: 'count'; count: number }
  | { kind: 'calendar'; days: number; weeks: number; months: number };

export const DEFAULT_BACKUP_KEEP = '7d,4w,6m';

export function parseKeep(text: string | undefined): KeepPolicy | null {
  const value = (text ?? DEFAULT_BACKUP_KEEP).trim().toLowerCase().replaceAll(' ', '');
  if (/^\d{1,4}$/.test(value)) {
    const count = Number(value);
    return count >= 1 ? { kind: 'count', count } : null;
  }
  const policy = { kind: 'calendar' as const, days: 0, weeks: 0, months: 0 };
  const seen = new Set<string>();
  for (const part of value.split(',')) {
    const match = /^(\d{1,4})(d|w|m)$/.exec(part);
    if (!match || seen.has(match[2]!)) return null;
    seen.add(match[2]!);
    const n = Number(match[1]);
    if (match[2] === 'd') policy.days = n;
    else if (match[2] === 'w') policy.weeks = n;
    else policy.months = n;
  }
  return policy.days + policy.weeks + policy.months > 0 ? policy : null;
}
