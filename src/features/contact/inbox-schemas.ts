import { z } from 'zod';
import { INQUIRY_STATUSES } from '@/db/schema/inquiry-status';

/**
 * The inbox's admin inputs, shared by its forms (browser) and its actions (admin-actions.ts).
 * Issue messages are keys of `backOffice.validation`.
 */

/** The longest internal note. */
export const NOTE_MAX = 2000;

const inquiryId = z.uuid('invalid');

export const inquiryIdSchema = z.object({ id: inquiryId });

export const inquiryStatusSchema = z.object({
  id: inquiryId,
  status: z.enum(INQUIRY_STATUSES, 'invalid'),
});

export const inquiryNoteSchema = z.object({
  id: inquiryId,
  body: z.string('required').trim().min(1, 'required').max(NOTE_MAX, 'tooLong'),
});

/** The retention periods an admin may choose (months), besides "no automatic deletion". */
export const INQUIRY_RETENTION_MONTHS = [6, 12, 18, 24, 36, 60] as const;

/** The select's value for "no automatic deletion". */
export const RETENTION_OFF = 'off';

const RETENTION_CHOICES = [RETENTION_OFF, '6', '12', '18', '24', '36', '60'] as const;

/**
 * The inbox's "keep inquiries" setting: "off" or one of INQUIRY_RETENTION_MONTHS, as the form
 * sends it; parsed to the stored value (null = off, kept until deleted by hand).
 */
export const inquiryRetentionSchema = z.object({
  months: z
    .enum(RETENTION_CHOICES, 'invalid')
    .transform((value) => (value === RETENTION_OFF ? null : Number(value))),
});
