import { getEnv } from '@/config/env';

/**
 * The retry schedule of every e-mail the site keeps in a table until it is sent: the leads
 * (src/features/contact/delivery.ts) and the back office's own mails to its team
 * (src/lib/staff-mail.ts). An SMTP outage delays such a message, it never drops it.
 */

/** Waits after the 1st, 2nd, ... failed attempt; the last one repeats until delivered. */
export const RETRY_DELAYS_SECONDS = [30, 60, 120, 300, 900, 1800, 3600] as const;

/** Tests shrink the schedule (MAIL_RETRY_SCALE=0.01 turns 30 s into 0.3 s). */
export const mailRetryScale = () => getEnv().MAIL_RETRY_SCALE;

/** How long to wait after `failedAttempts` failed attempts before the next one. */
export function retryDelayMs(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_SECONDS.length) - 1;
  return RETRY_DELAYS_SECONDS[index]! * 1000 * mailRetryScale();
}
