import 'server-only';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '@/db';
import { contactInquiries, inquiryEmailAttempts, type ContactInquiry } from '@/db/schema';
import { getEnv } from '@/lib/env';
import { sendMail } from '@/lib/mail';
import { causeMessage, drainSpool, hasSpooledInquiries, spoolDir } from './spool';

/**
 * Delivery of stored inquiries to the company's inbox. Every inquiry is a row first; this module
 * only ever works from rows, so a crash, a restart or an SMTP outage delays a lead but never loses
 * it. Several server instances may run it at once: rows are claimed with SKIP LOCKED. Inquiries the
 * database could not take when they were sent wait in this server's spool (spool.ts); each pass
 * moves them into the database first.
 */

/** Waits after the 1st, 2nd, ... failed attempt; the last one repeats until delivered. */
export const RETRY_DELAYS_SECONDS = [30, 60, 120, 300, 900, 1800, 3600] as const;

/** Tests shrink the schedule (MAIL_RETRY_SCALE=0.01 turns 30 s into 0.3 s). */
const scale = () => getEnv().MAIL_RETRY_SCALE;

export function retryDelayMs(failedAttempts: number): number {
  const index = Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_SECONDS.length) - 1;
  return RETRY_DELAYS_SECONDS[index]! * 1000 * scale();
}

export function inquiryMail(inquiry: ContactInquiry, to: string) {
  const lines = [
    `Name: ${inquiry.name}`,
    `Phone: ${inquiry.phone}`,
    `Email: ${inquiry.email ?? '-'}`,
    `Language: ${inquiry.locale}`,
    `Page: ${inquiry.page ?? '-'}`,
    `Received: ${inquiry.createdAt.toISOString()}`,
    '',
    inquiry.message ?? '(no message)',
  ];
  return {
    to,
    subject: `New inquiry from ${inquiry.name} (${inquiry.phone})`,
    text: lines.join('\n'),
    ...(inquiry.email ? { replyTo: inquiry.email } : {}),
    // Lets the inbox (and our tests) recognise a lead across retries.
    headers: { 'X-Inquiry-Id': inquiry.id },
  };
}

const salesInbox = () => getEnv().SALES_EMAIL ?? 'sales@localhost';

/** Tries every due inquiry once. Returns how many were delivered and how many failed. */
export async function deliverDueInquiries(
  db: Database,
  batch = 20,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(contactInquiries)
      .where(
        and(
          eq(contactInquiries.emailStatus, 'pending'),
          lte(contactInquiries.emailNextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(asc(contactInquiries.emailNextAttemptAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const inquiry of due) {
      const attempts = inquiry.emailAttempts + 1;
      try {
        await sendMail(inquiryMail(inquiry, salesInbox()));
        await tx
          .update(contactInquiries)
          .set({
            emailStatus: 'sent',
            emailAttempts: attempts,
            emailSentAt: sql`now()`,
            emailLastError: null,
          })
          .where(eq(contactInquiries.id, inquiry.id));
        await tx.insert(inquiryEmailAttempts).values({ inquiryId: inquiry.id, ok: true });
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const delay = retryDelayMs(attempts);
        await tx
          .update(contactInquiries)
          .set({
            emailAttempts: attempts,
            emailLastError: message.slice(0, 500),
            emailNextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
          })
          .where(eq(contactInquiries.id, inquiry.id));
        await tx
          .insert(inquiryEmailAttempts)
          .values({ inquiryId: inquiry.id, ok: false, error: message.slice(0, 500) });
        console.warn(
          `[contact] delivery of inquiry ${inquiry.id} failed (attempt ${attempts}, next in ${Math.round(delay / 1000)} s): ${message}`,
        );
        failed += 1;
      }
    }
  });
  return { sent, failed };
}

/** Lead e-mails not sent yet, and how long the oldest has waited (null when none). */
export async function mailQueue(
  db: Database,
): Promise<{ queueDepth: number; oldestUndeliveredSeconds: number | null }> {
  const { rows } = await db.execute<{ depth: number; oldest: number | null }>(sql`
    select count(*)::int as depth,
           floor(extract(epoch from now() - min(${contactInquiries.createdAt})))::int as oldest
      from ${contactInquiries} where ${contactInquiries.emailStatus} <> 'sent'`);
  return { queueDepth: rows[0]?.depth ?? 0, oldestUndeliveredSeconds: rows[0]?.oldest ?? null };
}

/** While the spool holds inquiries, a pass runs this often (the database may be back). */
export const SPOOL_RETRY_MS = 2000;

/**
 * Polls for due inquiries in the background. Each pass first moves spooled inquiries into the
 * database, then tries the due e-mails. `kick()` runs a pass right away (after a new inquiry);
 * passes never overlap within one process. A pass that fails (the database is down) is retried
 * by the next one: every `intervalMs`, and every SPOOL_RETRY_MS while the spool is not empty.
 */
export function startDeliveryWorker(
  db: Database,
  intervalMs = Math.max(250, 10_000 * scale()),
  spool = spoolDir(),
) {
  let running: Promise<unknown> | undefined;
  let again = false;
  /** The error of the failing streak, logged once when it starts and once when it ends. */
  let failing: string | undefined;
  const work = async () => {
    await drainSpool(db, spool);
    await deliverDueInquiries(db);
  };
  const pass = (): Promise<unknown> => {
    if (running) {
      again = true;
      return running;
    }
    running = work()
      .then(
        () => {
          if (failing) console.log('[contact] delivery passes work again');
          failing = undefined;
        },
        (error: unknown) => {
          const message = causeMessage(error);
          if (failing !== message) {
            console.error(`[contact] delivery pass failed (${message}); the next pass retries`);
          }
          failing = message;
        },
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void pass();
        }
      });
    return running;
  };
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref();
  const spoolTimer = setInterval(
    () => {
      if (hasSpooledInquiries(spool)) void pass();
    },
    Math.min(intervalMs, SPOOL_RETRY_MS),
  );
  spoolTimer.unref();
  void pass();
  return {
    kick: () => pass(),
    stop: async () => {
      clearInterval(timer);
      clearInterval(spoolTimer);
      await running;
    },
  };
}
