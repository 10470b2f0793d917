import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/db';
import { staffMails, type StaffMail } from '@/db/schema';
import { sendMail, withoutAddresses } from './mail';
import { retryDelayMs } from './mail-retry';

/**
 * The back office's own e-mails to its team (an invitation, a role changed, two-factor switched
 * on or off): a row in `staff_mails` first, sent by the delivery worker's pass
 * (src/features/contact/delivery.ts) with the leads' retry schedule (mail-retry.ts). Queued in
 * the transaction of the change that causes it, so a change and its e-mail commit together, and
 * an SMTP outage delays the message but never drops it. Not `server-only`: Better Auth's hooks
 * queue through it too.
 */

export type StaffMailInput = { to: string; subject: string; text: string; html?: string };

/** Stores one e-mail to be sent by the next delivery pass (in `db`'s transaction, if one). */
export async function queueStaffMail(
  db: Database | Transaction,
  mail: { to: string; subject: string; text: string; html?: string },
): Promise<void> {
  await db.insert(staffMails).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
  });
}

/** A failed send: counted, its reason kept (without addresses), the next try scheduled. */
async function recordFailure(tx: Transaction, mail: StaffMail, error: unknown) {
  const attempts = mail.attempts + 1;
  const message = withoutAddresses(error instanceof Error ? error.message : String(error));
  const delay = retryDelayMs(attempts);
  await tx
    .update(staffMails)
    .set({
      attempts,
      lastError: message.slice(0, 500),
      // From the failure, not from the pass's start: earlier sends of the batch must not eat
      // into the wait.
      nextAttemptAt: sql`clock_timestamp() + make_interval(secs => ${delay / 1000})`,
    })
    .where(eq(staffMails.id, mail.id));
  console.warn(
    `[staff-mail] mail ${mail.id} failed (attempt ${attempts}, next in ${Math.round(delay / 1000)} s): ${message}`,
  );
}

/**
 * Tries every due, unsent staff e-mail once. Rows are claimed FOR UPDATE SKIP LOCKED, so several
 * server instances (or a pass and an action's own kick) never send one twice.
 */
export async function deliverDueStaffMails(
  db: Database,
  batch = 20,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(staffMails)
      .where(and(isNull(staffMails.sentAt), lte(staffMails.nextAttemptAt, sql`now()`)))
      .orderBy(asc(staffMails.nextAttemptAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const mail of due) {
      try {
        await sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
      } catch (error) {
        await recordFailure(tx, mail, error);
        failed += 1;
        continue;
      }
      await tx
        .update(staffMails)
        .set({ sentAt: sql`now()`, attempts: mail.attempts + 1, lastError: null })
        .where(eq(staffMails.id, mail.id));
      sent += 1;
    }
  });
  return { sent, failed };
}
