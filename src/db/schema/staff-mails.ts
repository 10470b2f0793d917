import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';

/**
 * The back office's own e-mails to its team (invitation, two-factor on/off, role changed): a row
 * first, then sent by the mail worker with the leads' retry schedule
 * (src/lib/staff-mail.ts), so an SMTP outage delays such a message but never drops it.
 */
export const staffMails = pgTable(
  'staff_mails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_mails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null`),
  ],
);

export type StaffMail = typeof staffMails.$inferSelect;
