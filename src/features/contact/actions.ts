'use server';

import { z } from 'zod';
import { getDb } from '@/db';
import { contactInquiries } from '@/db/schema';
import { routing } from '@/i18n/routing';
import {
  contactSchema,
  firstContactError,
  type ContactErrorKey,
  type ContactInput,
} from './schema';

export type SubmitInquiryResult = { ok: true } | { ok: false; error: ContactErrorKey | 'server' };

const contextSchema = z.object({
  locale: z.enum(routing.locales),
  // The page the form was sent from; only a site path is kept.
  page: z
    .string()
    .max(300)
    .regex(/^\/[^\s]*$/)
    .catch('/'),
});

/**
 * Stores a visitor's inquiry. Public by design (no admin guard): anyone may send one. The row is
 * written before the visitor hears "sent", so an inquiry is never lost; delivering it by e-mail
 * works from the stored row.
 */
export async function submitInquiry(
  input: ContactInput,
  context: { locale: string; page: string },
): Promise<SubmitInquiryResult> {
  const error = firstContactError(input);
  const where = contextSchema.safeParse(context);
  if (error || !where.success) return { ok: false, error: error ?? 'formErrorText' };
  const data = contactSchema.parse(input);
  try {
    await getDb()
      .insert(contactInquiries)
      .values({
        name: data.name,
        phone: data.phone,
        email: data.email || null,
        message: data.message || null,
        locale: where.data.locale,
        page: where.data.page,
      });
    return { ok: true };
  } catch (cause) {
    console.error(
      '[contact] storing an inquiry failed:',
      cause instanceof Error ? cause.message : cause,
    );
    return { ok: false, error: 'server' };
  }
}
