import { z } from 'zod';
import '@/lib/zod-jitless';

/**
 * The sign-in / sign-up input, one definition for the form (client) and the server (a Better Auth
 * hook in src/lib/auth/index.ts refuses what this refuses). Messages are keys of the `auth.errors`
 * namespace; the page shows them in its language. No server imports here.
 */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 120;
/** The longest address SMTP can carry (RFC 5321's 256-character path, minus its brackets). */
export const MAX_EMAIL_LENGTH = 254;

export const AUTH_ERROR_KEYS = [
  'emailRequired',
  'emailInvalid',
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'nameRequired',
  'nameTooLong',
  /** A request no form sends (a value of the wrong type, a bad picture address). */
  'invalidInput',
  /** A new password too easy to guess (src/lib/auth/password-strength-rules.ts); with reasons. */
  'passwordWeak',
] as const;
export type AuthErrorKey = (typeof AUTH_ERROR_KEYS)[number];

/** The refusal code of a sign-in by a deactivated account (after its password or code was right). */
export const ACCOUNT_DEACTIVATED = 'ACCOUNT_DEACTIVATED';

const email = z
  .string({ message: 'emailRequired' })
  .trim()
  .min(1, 'emailRequired')
  .max(MAX_EMAIL_LENGTH, 'emailInvalid')
  .pipe(z.email({ message: 'emailInvalid' }));

const password = z
  .string({ message: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .min(MIN_PASSWORD_LENGTH, 'passwordTooShort')
  .max(MAX_PASSWORD_LENGTH, 'passwordTooLong');

export const signInSchema = z.object({ email, password });

export const signUpSchema = signInSchema.extend({
  /** The full name ("full_name" in the spec); Better Auth's field is `name`. */
  name: z
    .string({ message: 'nameRequired' })
    .trim()
    .min(1, 'nameRequired')
    .max(MAX_NAME_LENGTH, 'nameTooLong'),
});

export type SignInInput = z.infer<typeof signInSchema>;
export type SignUpInput = z.infer<typeof signUpSchema>;
export type AuthField = keyof SignUpInput;

const isErrorKey = (value: string): value is AuthErrorKey =>
  (AUTH_ERROR_KEYS as readonly string[]).includes(value);

/** The first problem of each field, as message keys (empty when the input is valid). */
export function authFieldErrors(
  mode: 'signIn' | 'signUp',
  input: unknown,
): Partial<Record<AuthField, AuthErrorKey>> {
  const result = (mode === 'signUp' ? signUpSchema : signInSchema).safeParse(input);
  if (result.success) return {};
  const errors: Partial<Record<AuthField, AuthErrorKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field !== 'email' && field !== 'password' && field !== 'name') continue;
    if (errors[field]) continue;
    errors[field] = isErrorKey(issue.message)
      ? issue.message
      : field === 'email'
        ? 'emailInvalid'
        : field === 'password'
          ? 'passwordRequired'
          : 'nameRequired';
  }
  return errors;
}

/**
 * A new password typed twice (reset and change-password forms): the password's first problem as
 * an `auth.errors` key, and whether the confirmation differs. Empty when both are fine.
 */
export function newPasswordErrors(input: { password: string; confirm: string }): {
  password?: AuthErrorKey;
  confirm?: 'mismatch';
} {
  const result = password.safeParse(input.password);
  const first = result.success ? undefined : result.error.issues[0]?.message;
  const errors: { password?: AuthErrorKey; confirm?: 'mismatch' } = {};
  if (first) errors.password = isErrorKey(first) ? first : 'passwordRequired';
  else if (input.confirm !== input.password) errors.confirm = 'mismatch';
  return errors;
}
