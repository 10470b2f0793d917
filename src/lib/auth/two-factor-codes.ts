/**
 * The two kinds of second-factor code (Better Auth's twoFactor plugin, src/lib/auth/index.ts), as
 * the server checks them (src/lib/auth/input-rules.ts) and the forms tidy what was typed. No server
 * imports: the sign-in step and /account use these too.
 */

/** A code of an authenticator app: 6 digits (the plugin's default, which we keep). */
export const TOTP_CODE = /^\d{6}$/;

/**
 * A backup code as the plugin makes them: 10 letters and digits, a dash after the fifth
 * ("aB3dE-fG7hJ"). Letters keep their case: the plugin compares codes exactly.
 */
export const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/** The longest input either field accepts (a backup code with a few stray spaces). */
export const MAX_CODE_INPUT = 16;

/** An authenticator code as typed ("123 456", "123-456") without its spaces and dashes. */
export const tidyTotpCode = (typed: string): string => typed.replace(/[\s-]/g, '');

/**
 * A backup code as typed, without spaces, with its dash (people type it from paper and often
 * leave the dash out).
 */
export function tidyBackupCode(typed: string): string {
  const bare = typed.replace(/[\s-]/g, '');
  return bare.length === 10 ? `${bare.slice(0, 5)}-${bare.slice(5)}` : typed.trim();
}

/** A second-factor refusal as the forms word it: a key of the `twoFactor.errors` messages. */
export type TwoFactorRefusal =
  | 'wrongCode'
  | 'wrongBackupCode'
  | 'wrongPassword'
  | 'tooManyAttempts'
  | 'locked'
  | 'expired'
  | 'rateLimited'
  | 'signedOut'
  | 'deactivated'
  | 'invalidInput'
  | 'unexpected';

/** Better Auth's error codes (its twoFactor plugin's and ours) and what they mean to a person. */
const REFUSAL_OF_CODE: Record<string, TwoFactorRefusal> = {
  INVALID_CODE: 'wrongCode',
  INVALID_BACKUP_CODE: 'wrongBackupCode',
  INVALID_PASSWORD: 'wrongPassword',
  // The sign-in's challenge ended after 5 wrong codes: the password is asked again.
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'tooManyAttempts',
  // 10 wrong codes in a row, from anywhere: the account's second factor rests for 15 minutes.
  ACCOUNT_TEMPORARILY_LOCKED: 'locked',
  // The signed `two_factor` cookie is missing, expired (10 minutes) or used up.
  INVALID_TWO_FACTOR_COOKIE: 'expired',
  UNAUTHORIZED: 'signedOut',
  ACCOUNT_DEACTIVATED: 'deactivated',
  INVALID_INPUT: 'invalidInput',
};

/**
 * What a refused second-factor call (sign-in step, /account) tells the person. A 429 without a
 * code is the per-address rate limit (src/lib/auth/index.ts); a failure (5xx, network) reads
 * "unexpected", never the server's own text.
 */
export function twoFactorRefusal(error: { status?: number; code?: string }): TwoFactorRefusal {
  const known = error.code ? REFUSAL_OF_CODE[error.code] : undefined;
  if (known) return known;
  if (error.status === 429) return 'rateLimited';
  return 'unexpected';
}
