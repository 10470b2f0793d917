import 'server-only';
import { asc, inArray, lt, sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import he from '@messages/he.json';
import { getDb, type Database } from '@/db';
import { contactInquiries } from '@/db/schema';
import { appendAudit, SYSTEM_ACTOR } from '@/lib/admin/audit';
import { readSetting } from '@/lib/settings';
import { forgetEndedRateLimits } from '@/lib/rate-limit';
import { SITE_TIME_ZONE } from '@/lib/site-time';

/*
 * Inquiry retention (issue 33): when an admin has set "keep inquiries N months" (the inbox's
 * panel, setting `inquiryRetentionMonths`), the server erases every inquiry sent more than N
 * calendar months ago, with its notes and delivery attempts (their foreign keys cascade). An
 * hourly job in each server process (instrumentation.ts), like the trash's purge. The audit log
 * keeps one row per batch (by "system": how many, under which period), never whom.
 */

const HOUR_MS = 60 * 60 * 1000;
/** Inquiries erased per transaction (each with its one audit row). */
export const RETENTION_BATCH = 1000;

const t = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice.inbox.audit' });

/**
 * The instant before which inquiries are erased: `now` minus `months` calendar months on the
 * site's clock (Israel), computed by PostgreSQL: the wall-clock time in Israel, minus the months
 * (a day the shorter month lacks becomes its last day: 31 August - 6 months = 28 February), read
 * back as an instant in Israel's zone of that date. So an inquiry sent on 15 March at 10:00 in
 * Israel is erased from 15 March at 10:00 a year later under "12 months", summer time or not.
 * An inquiry created exactly at the cutoff is kept; one created before it is erased.
 */
export async function retentionCutoff(
  now: Date,
  months: number,
  db: Pick<Database, 'execute'> = getDb(),
): Promise<Date> {
  const { rows } = await db.execute<{ cutoff: Date | string }>(sql`
    select ((${now.toISOString()}::timestamptz at time zone ${SITE_TIME_ZONE})
             - make_interval(months => ${months}::int)) at time zone ${SITE_TIME_ZONE} as cutoff`);
  return new Date(rows[0]!.cutoff);
}

/**
 * Erases the inquiries created before `now` minus the retention setting (read uncached), in
 * batches of RETENTION_BATCH oldest first, each batch one transaction with its audit row (actor
 * "system", action "inquiry.retention", the count and the months; no personal data). Rows another
 * transaction holds (a note being added, the delivery worker's claim) are skipped until the next
 * run. Nothing happens when the setting is off. Returns how many inquiries it erased.
 */
export async function eraseExpiredInquiries(now = new Date()): Promise<number> {
  const db = getDb();
  const months = await readSetting('inquiryRetentionMonths', db);
  if (months === null) return 0;
  const cutoff = await retentionCutoff(now, months, db);
  let erased = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: contactInquiries.id })
        .from(contactInquiries)
        .where(lt(contactInquiries.createdAt, cutoff))
        .orderBy(asc(contactInquiries.createdAt))
        .limit(RETENTION_BATCH)
        .for('update', { skipLocked: true });
      const gone = await tx
        .delete(contactInquiries)
        .where(inArray(contactInquiries.id, due))
        .returning({ id: contactInquiries.id });
      if (gone.length > 0) {
        await appendAudit(tx, SYSTEM_ACTOR, 'inquiry.retention', {
          entity: 'inquiry',
          summary: t('retentionErased', { count: gone.length, months }),
        });
      }
      return gone.length;
    });
    erased += count;
    if (count < RETENTION_BATCH) break;
  }
  if (erased > 0) {
    console.info(
      `[inquiries] erased ${erased} inquir${erased === 1 ? 'y' : 'ies'} older than ${months} months`,
    );
  }
  return erased;
}

/** One pass of the periodic job. Never throws. */
export async function runInquiryRetention(now = new Date()): Promise<void> {
  try {
    await eraseExpiredInquiries(now);
  } catch (error) {
    console.error('[inquiries] retention failed:', error instanceof Error ? error.message : error);
  }
  try {
    // The flood counters keep visitors' addresses: a day after their window, they go too.
    await forgetEndedRateLimits(getDb(), now);
  } catch (error) {
    console.error('[rate-limit] cleanup failed:', error instanceof Error ? error.message : error);
  }
}

const state = globalThis as typeof globalThis & { __inquiryRetention?: NodeJS.Timeout };

/**
 * Starts the job in this server process (instrumentation.ts): a first pass shortly after the
 * start, then hourly. A second call does nothing. With several instances each runs it; that is
 * safe (locked rows are skipped, a delete that finds nothing records nothing).
 */
export function startInquiryRetention(): void {
  if (state.__inquiryRetention) return;
  const first = setTimeout(() => void runInquiryRetention(), 10_000);
  first.unref();
  state.__inquiryRetention = setInterval(() => void runInquiryRetention(), HOUR_MS);
  state.__inquiryRetention.unref();
}
