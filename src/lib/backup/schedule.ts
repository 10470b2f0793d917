import { type BackupSchedule } from '@/config/backup-env';
import { fromLocalInput, SITE_TIME_ZONE, toLocalDate } from '@/lib/site-time';

export { parseSchedule, type BackupSchedule } from '@/config/backup-env';

const DAY = 24 * 60 * 60_000;

/** The latest slot at or before `now` (null when the schedule is off). */
export function currentSlot(schedule: BackupSchedule, now: Date): Date | null {
  if (schedule.kind === 'off') return null;
  if (schedule.kind === 'every')
    return new Date(Math.floor(now.getTime() / schedule.ms) * schedule.ms);
  const time = `${String(schedule.hour).padStart(2, '0')}:${String(schedule.minute).padStart(2, '0')}`;
  const today = fromLocalInput(`${toLocalDate(now, SITE_TIME_ZONE)}T${time}`)!;
  if (today.getTime() <= now.getTime()) return today;
  const yesterday = toLocalDate(new Date(now.getTime() - DAY), SITE_TIME_ZONE);
  return fromLocalInput(`${yesterday}T${time}`)!;
}

/** The time between two slots (a day for the daily schedule; null when off). */
export function slotLength(schedule: BackupSchedule): number | null {
  return schedule.kind === 'off' ? null : schedule.kind === 'daily' ? DAY : schedule.ms;
}
