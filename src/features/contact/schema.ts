import { z } from 'zod';

/**
 * The contact form's one definition of valid input, used by the form and the server action.
 * Issue messages are keys of the "contactForm" messages namespace, so each side shows them in the
 * visitor's language. Limits: the spec leaves them open; these fit any real name, phone or note.
 */
export const CONTACT_LIMITS = {
  name: 100,
  phoneMin: 9,
  phoneMax: 15,
  email: 254,
  message: 2000,
} as const;

/** Per client address: 5 inquiries in 10 minutes (a person rarely needs a second one). */
export const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;

/** Keeps digits only: the phone field strips everything else as the visitor types. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

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
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactErrorKey =
  | 'formErrorText'
  | 'invalidPhone'
  | 'invalidEmail'
  | 'nameTooLong'
  | 'emailTooLong'
  | 'messageTooLong';

/** The first problem of an input, as a message key; undefined when valid. */
export function firstContactError(input: ContactInput): ContactErrorKey | undefined {
  const result = contactSchema.safeParse(input);
  if (result.success) return undefined;
  // Missing name or phone wins: it is the spec's "Form Error" case.
  const keys = result.error.issues.map((issue) => issue.message as ContactErrorKey);
  return keys.includes('formErrorText') ? 'formErrorText' : keys[0];
}
