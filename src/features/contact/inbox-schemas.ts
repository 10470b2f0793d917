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
