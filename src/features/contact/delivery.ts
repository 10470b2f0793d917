import 'server-only';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/db';
import { contactInquiries, inquiryEmailAttempts, type ContactInquiry } from '@/db/schema';
import { sendMail } from '@/lib/mail';
import { mailRetryScale as scale, RETRY_DELAYS_SECONDS, retryDelayMs } from '@/lib/mail-retry';
import { readCompany } from '@/lib/settings/company';
import { siteUrl } from '@/lib/site-url';
import { deliverDueStaffMails } from '@/lib/staff-mail';
import { causeMessage, drainSpool, hasSpooledInquiries, spoolDir } from './spool';

/**
 * Delivery of stored inquiries to the company's inbox. Every inquiry is a row first; this module
 * only ever works from rows, so a crash, a restart or an SMTP outage delays a lead but never loses
 * it. Several server instances may run it at once: rows are claimed with SKIP LOCKED. Inquiries the
 * database could not take when they were sent wait in this server's spool (spool.ts); each pass
 * moves them into the database first.
 *
 * Exactly once, as far as SMTP allows: an attempt is committed before its send, and every send of
 * a lead carries the same Message-ID. A crash after the mail server took the message but before
 * the "sent" was recorded means one more send (SMTP offers nothing better), which the inbox can
 * fold, and the attempts table shows that the earlier one may have been delivered.
 */

// The retry schedule is shared with the back office's staff e-mails (src/lib/mail-retry.ts).
export { RETRY_DELAYS_SECONDS, retryDelayMs };

/**
 * The lead e-mail's Message-ID (RFC 5322 msg-id), the same for every send of one inquiry: a resend
 * after a crash, or after a server that hung up before answering, is recognisably the same message.
 */
export function inquiryMessageId(inquiryId: string): string {
  return `<inquiry-${inquiryId}@${new URL(siteUrl()).hostname}>`;
}

export function inquiryMail(inquiry: ContactInquiry, to: string) {
  const lines = [
    `Name: ${inquiry.name}`,
    `Phone: ${inquiry.phone}`,
    `Email: ${inquiry.email ?? '-'}`,
    `Interested in: ${inquiry.purpose ?? '-'}`,
    `City: ${inquiry.city ?? '-'}`,
    `Language: ${inquiry.locale}`,
    `Page: ${inquiry.page ?? '-'}`,
    `Received: ${inquiry.createdAt.toISOString()}`,
    '',
    inquiry.message ?? '(no message)',
  ];
  return {
    to,
    messageId: inquiryMessageId(inquiry.id),
    subject: `New inquiry from ${inquiry.name} (${inquiry.phone})`,
    text: lines.join('\n'),
    ...(inquiry.email ? { replyTo: inquiry.email } : {}),
    // Lets the inbox (and our tests) recognise a lead across retries.
    headers: { 'X-Inquiry-Id': inquiry.id },
  };
}

/**
 * The sales inbox, read from the company settings (/admin/settings; SALES_EMAIL until an admin
 * saves them) at each pass: a change reaches the next lead e-mail, on every instance.
 */
const salesInbox = async (tx: Transaction) => (await readCompany(tx)).salesEmail;

/**
 * An attempt's error until its outcome is recorded. The attempt is committed before the send, so
 * after a crash in between this is what stays.
 */
export const UNRECORDED_ATTEMPT =
  'outcome not recorded: the send is under way, or was interrupted and may have been delivered (a resend carries the same Message-ID)';

/**
 * Records an attempt before its send, committed at once through the pool: the claim's
 * transaction, which a crash rolls back, must not carry it. The claim locks its rows FOR NO KEY
 * UPDATE so that this insert's foreign-key check (FOR KEY SHARE) does not wait for that lock; the
 * pass therefore needs a second connection of the pool.
 */
async function recordAttemptStart(db: Database, inquiryId: string): Promise<string> {
  const [attempt] = await db
    .insert(inquiryEmailAttempts)
    .values({ inquiryId, ok: false, error: UNRECORDED_ATTEMPT })
    .returning({ id: inquiryEmailAttempts.id });
  return attempt!.id;
}

/** Of these inquiries, those whose last attempt's outcome never got recorded (a crash). */
async function interruptedEarlier(tx: Transaction, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const last = await tx
    .selectDistinctOn([inquiryEmailAttempts.inquiryId], {
      id: inquiryEmailAttempts.inquiryId,
      error: inquiryEmailAttempts.error,
    })
    .from(inquiryEmailAttempts)
    .where(inArray(inquiryEmailAttempts.inquiryId, ids))
    .orderBy(
      inquiryEmailAttempts.inquiryId,
      desc(inquiryEmailAttempts.attemptedAt),
      desc(inquiryEmailAttempts.id),
    );
  return new Set(last.filter((a) => a.error === UNRECORDED_ATTEMPT).map((a) => a.id));
}

async function recordSent(tx: Transaction, inquiry: ContactInquiry, attemptId: string) {
  await tx
    .update(contactInquiries)
    .set({
      emailStatus: 'sent',
      emailAttempts: inquiry.emailAttempts + 1,
      emailSentAt: sql`now()`,
      emailLastError: null,
    })
    .where(eq(contactInquiries.id, inquiry.id));
  await tx
    .update(inquiryEmailAttempts)
    .set({ ok: true, error: null })
    .where(eq(inquiryEmailAttempts.id, attemptId));
}

async function recordFailed(
  tx: Transaction,
  inquiry: ContactInquiry,
  attemptId: string,
  error: unknown,
) {
  const attempts = inquiry.emailAttempts + 1;
  // sendMail's errors carry no address (src/lib/mail.ts): fit for the log and the inbox.
  const message = error instanceof Error ? error.message : String(error);
  const delay = retryDelayMs(attempts);
  await tx
    .update(contactInquiries)
    .set({
      emailAttempts: attempts,
      emailLastError: message.slice(0, 500),
      // From the failure, not from the pass's start (now()): sends before it in the batch, and
      // the attempt's own, must not eat into the wait.
      emailNextAttemptAt: sql`clock_timestamp() + make_interval(secs => ${delay / 1000})`,
    })
    .where(eq(contactInquiries.id, inquiry.id));
  await tx
    .update(inquiryEmailAttempts)
    .set({ ok: false, error: message.slice(0, 500) })
    .where(eq(inquiryEmailAttempts.id, attemptId));
  console.warn(
    `[contact] delivery of inquiry ${inquiry.id} failed (attempt ${attempts}, next in ${Math.round(delay / 1000)} s): ${message}`,
  );
}

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
      .for('no key update', { skipLocked: true });
    const interrupted = await interruptedEarlier(
      tx,
      due.map(({ id }) => id),
    );
    const inbox = due.length > 0 ? await salesInbox(tx) : '';
    for (const inquiry of due) {
      if (interrupted.has(inquiry.id)) {
        console.warn(
          `[contact] an earlier send of inquiry ${inquiry.id} was interrupted and may have been delivered: sending it again with the same Message-ID`,
        );
      }
      const attemptId = await recordAttemptStart(db, inquiry.id);
      try {
        await sendMail(inquiryMail(inquiry, inbox));
      } catch (error) {
        await recordFailed(tx, inquiry, attemptId, error);
        failed += 1;
        continue;
      }
      await recordSent(tx, inquiry, attemptId);
      sent += 1;
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
    // The back office's own e-mails (invitations, role changes, two-factor) ride the same pass.
    await deliverDueStaffMails(db);
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
