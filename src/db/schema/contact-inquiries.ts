import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, id, timestamptz } from './columns';
import { INQUIRY_PURPOSES } from './inquiry-purpose';
import { INQUIRY_STATUSES } from './inquiry-status';
import { products } from './products';

export const EMAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export { INQUIRY_STATUSES, type InquiryStatus } from './inquiry-status';
export { INQUIRY_PURPOSES, VISITOR_PURPOSES, type InquiryPurpose } from './inquiry-purpose';

/**
 * Leads from the contact form. The row is written before any e-mail is attempted; the delivery
 * columns let a background worker retry until the company's inbox has it.
 */
export const contactInquiries = pgTable(
  'contact_inquiries',
  {
    id: id(),
    name: text('name').notNull(),
    /** Digits only, as typed (e.g. "0501234567"). */
    phone: text('phone').notNull(),
    email: text('email'),
    message: text('message'),
    /** What the visitor wants (buy, rent, franchise, host, other; notify from Coming Soon). */
    purpose: text('purpose', { enum: INQUIRY_PURPOSES }),
    /** The visitor's city, as typed (optional). */
    city: text('city'),
    locale: text('locale', { enum: ['he', 'en'] }).notNull(),
    /** The page the form was sent from, e.g. "/en/products". */
    page: text('page'),
    /** The product whose page the form was sent from (kept when the product is renamed). */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The visit's first-touch campaign parameters (utm_source, utm_medium, utm_campaign). */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    status: text('status', { enum: INQUIRY_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
    emailStatus: text('email_status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    emailLastError: text('email_last_error'),
    emailNextAttemptAt: timestamptz('email_next_attempt_at').notNull().defaultNow(),
    emailSentAt: timestamptz('email_sent_at'),
  },
  (t) => [
    check('contact_inquiries_locale_check', sql`${t.locale} in ('he', 'en')`),
    check(
      'contact_inquiries_email_status_check',
      sql`${t.emailStatus} in ('pending', 'sent', 'failed')`,
    ),
    check(
      'contact_inquiries_status_check',
      sql`${t.status} in ('new', 'in_progress', 'won', 'lost', 'spam')`,
    ),
    check(
      'contact_inquiries_purpose_check',
      sql`${t.purpose} in ('buy', 'rent', 'franchise', 'host', 'other', 'notify')`,
    ),
    check('contact_inquiries_email_attempts_check', sql`${t.emailAttempts} >= 0`),
    // The delivery worker's scan: pending rows whose next attempt is due.
    index('contact_inquiries_pending_idx')
      .on(t.emailNextAttemptAt)
      .where(sql`${t.emailStatus} = 'pending'`),
    // The inbox: newest first (ties by id), alone, within one status, or undelivered. NULLS FIRST
    // is what a plain "order by created_at desc, id desc" means: the planner only walks an index
    // whose order matches exactly (drizzle's default NULLS LAST would not).
    index('contact_inquiries_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('contact_inquiries_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('contact_inquiries_undelivered_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.emailStatus} <> 'sent'`),
    // The inbox's "where it came from" filters (purpose, utm_source, utm_campaign, the page sent
    // from; migration 0016): each walks its own value newest first and counts its rows alone,
    // rather than the whole table's created_at order. A null source/campaign ("none") too.
    index('contact_inquiries_purpose_created_idx').on(
      t.purpose,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('contact_inquiries_source_created_idx').on(
      t.utmSource,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('contact_inquiries_campaign_created_idx').on(
      t.utmCampaign,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('contact_inquiries_page_created_idx').on(
      t.page,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The inbox's search (substring of name, e-mail or phone digits): trigram indexes.
    index('contact_inquiries_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('contact_inquiries_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('contact_inquiries_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);

export type ContactInquiry = typeof contactInquiries.$inferSelect;
export type NewContactInquiry = typeof contactInquiries.$inferInsert;

/** The inquiry a delivery attempt or note is about: removing the inquiry removes them. */
const inquiryId = () =>
  uuid('inquiry_id')
    .notNull()
    .references(() => contactInquiries.id, { onDelete: 'cascade' });

/** Every attempt to e-mail an inquiry to the sales inbox: when, and the error when it failed. */
export const inquiryEmailAttempts = pgTable(
  'inquiry_email_attempts',
  {
    id: id(),
    inquiryId: inquiryId(),
    attemptedAt: createdAt('attempted_at'),
    ok: boolean('ok').notNull(),
    error: text('error'),
  },
  (t) => [index('inquiry_email_attempts_inquiry_idx').on(t.inquiryId, t.attemptedAt)],
);

export type InquiryEmailAttempt = typeof inquiryEmailAttempts.$inferSelect;

/** Sales' internal notes on an inquiry (never shown to the visitor). */
export const inquiryNotes = pgTable(
  'inquiry_notes',
  {
    id: id(),
    inquiryId: inquiryId(),
    /** The admin who wrote it; the name stays when the account is removed. */
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_notes_inquiry_idx').on(t.inquiryId, t.createdAt)],
);

export type InquiryNote = typeof inquiryNotes.$inferSelect;
