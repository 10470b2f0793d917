import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/**
 * Leads from the contact form. The row is written before any e-mail is attempted; the delivery
 * columns let a background worker retry until the company's inbox has it.
 */
export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: id(),
    name: text('name').notNull(),
    /** Digits only. */
    phone: text('phone').notNull(),
    email: text('email'),
    message: text('message'),
    locale: text('locale', { enum: ['he', 'en'] }).notNull(),
    /** The page the form was sent from, e.g. "/en/products". */
    page: text('page'),
    createdAt: createdAt(),
    emailStatus: text('email_status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailLastError: text('email_last_error'),
    emailNextAttemptAt: timestamp('email_next_attempt_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
  },
  (t) => [
    check('contact_inquiries_locale_check', sql`${t.locale} in ('he', 'en')`),
    check(
      'contact_inquiries_email_status_check',
      sql`${t.emailStatus} in ('pending', 'sent', 'failed')`,
    ),
    check('contact_inquiries_email_attempts_check', sql`${t.emailAttempts} >= 0`),
    // The delivery worker's scan: pending rows whose next attempt is due.
    index('contact_inquiries_pending_idx')
      .on(t.emailNextAttemptAt)
      .where(sql`${t.emailStatus} = 'pending'`),
    index('contact_inquiries_created_idx').on(t.createdAt.desc()),
  ],
);

export type ContactInquiry = typeof contactInquiries.$inferSelect;
export type NewContactInquiry = typeof contactInquiries.$inferInsert;
