import 'server-only';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '@/db';
import { contactInquiries, inquiryEmailAttempts, type ContactInquiry } from '@/db/schema';
import { getEnv } from '@/lib/env';
import { sendMail } from '@/lib/mail';

/**
 * Delivery of stored inquiries to the company's inbox. Every inquiry is a row first; this module
 * only ever works from rows, so a crash, a restart or an SMTP outage delays a lead but never loses
 * it. Several server instances may run it at once: rows are claimed with SKIP LOCKED.
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

/**
 * Polls for due inquiries in the background. `kick()` runs a pass right away (after a new
 * inquiry); passes never overlap within one process.
 */
export function startDeliveryWorker(db: Database, intervalMs = Math.max(250, 10_000 * scale())) {
  let running: Promise<unknown> | undefined;
  let again = false;
  const pass = (): Promise<unknown> => {
    if (running) {
      again = true;
      return running;
    }
    running = deliverDueInquiries(db)
      .catch((error) =>
        console.error(
          '[contact] delivery pass failed:',
          error instanceof Error ? error.message : error,
        ),
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
  void pass();
  return {
    kick: () => pass(),
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
