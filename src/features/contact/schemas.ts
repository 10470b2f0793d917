import { z } from 'zod';
import { INQUIRY_PURPOSES, type InquiryPurpose } from '@/db/schema/inquiry-purpose';
import { normalizeFields } from '@/lib/text';
import { CONTACT_LIMITS, digitsOnly } from './contact-limits';
import '@/lib/zod-jitless';

export { CONTACT_LIMITS, digitsOnly } from './contact-limits';

/** Per client address: 5 inquiries in 10 minutes (a person rarely needs a second one). */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;

/**
 * The contact form's one definition of valid input, used by the form and the server action.
 * Issue messages are keys of the "contactForm" messages namespace, so each side shows them in the
 * visitor's language.
 */
export const contactSchema = z.object({
  name: z.string().trim().min(1, 'formErrorText').max(CONTACT_LIMITS.name, 'nameTooLong'),
  phone: z
    .string()
    .transform(digitsOnly)
    .pipe(
      z
        .string()
        .min(1, 'formErrorText')
        .min(CONTACT_LIMITS.phoneMin, 'invalidPhone')
        .max(CONTACT_LIMITS.phoneMax, 'invalidPhone'),
    ),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email, 'emailTooLong')
    .pipe(z.union([z.literal(''), z.email('invalidEmail')]))
    .default(''),
  message: z.string().trim().max(CONTACT_LIMITS.message, 'messageTooLong').default(''),
  /** What the visitor wants (a choice, optional): none or an unknown value is stored as none. */
  purpose: z
    .unknown()
    .optional()
    .transform((value): InquiryPurpose | undefined =>
      INQUIRY_PURPOSES.find((purpose) => purpose === value),
    ),
  city: z.string().trim().max(CONTACT_LIMITS.city, 'cityTooLong').default(''),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

const CONTACT_ERROR_KEYS = [
  'formErrorText',
  'invalidPhone',
  'invalidEmail',
  'nameTooLong',
  'emailTooLong',
  'messageTooLong',
  'cityTooLong',
] as const;
export type ContactErrorKey = (typeof CONTACT_ERROR_KEYS)[number];

const isContactErrorKey = (value: string): value is ContactErrorKey =>
  (CONTACT_ERROR_KEYS as readonly string[]).includes(value);

/**
 * The input as it will be stored, or its first problem as a message key. Text is normalised
 * first (src/lib/text.ts: one line for name, phone and e-mail, no control or bidi-override
 * characters), on the visitor's side and again on the server.
 */
export function parseContact(
  input: unknown,
): { data: ContactData; error?: undefined } | { error: ContactErrorKey } {
  const record = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const result = contactSchema.safeParse(normalizeFields(record, ['message']));
  if (result.success) return { data: result.data };
  // Missing name or phone wins: it is the spec's "Form Error" case. A value of the wrong type
  // (only a hand-made request sends one) reads as that case too, never as zod's own text.
  const keys = result.error.issues.map((issue) => issue.message).filter(isContactErrorKey);
  return { error: keys.includes('formErrorText') ? 'formErrorText' : (keys[0] ?? 'formErrorText') };
}

/** The first problem of an input, as a message key; undefined when valid. */
export const firstContactError = (input: ContactInput): ContactErrorKey | undefined =>
  parseContact(input).error;
