import { SITE_TIME_ZONE } from '@/lib/site-time';

/**
 * A time as the back office shows it: Israel time, short date and time ("27.11.2026, 3:00").
 * The one formatter of the admin screens' lists, cards and summaries.
 */
export const adminDateTime = new Intl.DateTimeFormat('he-IL', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: SITE_TIME_ZONE,
});
