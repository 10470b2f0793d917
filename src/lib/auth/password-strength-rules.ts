/**
 * What a new password must be besides its length (src/lib/auth/schema.ts): hard to guess, as
 * zxcvbn estimates it (src/lib/auth/password-strength.ts), and free of its owner's name and e-mail
 * address. This file holds the rule's constants, keys and the owner's words only — no estimator —
 * so the forms may import it without the estimator's dictionaries; they load those on first input.
 *
 * The threshold is zxcvbn's score 3 (10^8 guesses or more). Score 2 (under 10^8) is, in zxcvbn's
 * words, protection from unthrottled online guessing only — which the sign-in rate limit already
 * gives; score 3 is its "moderate protection from an offline slow-hash scenario", what counts once
 * a copy of the user table leaks (Better Auth stores scrypt hashes). Score 4 (10^10) would refuse
 * most passwords a person can remember. In practice score 3 asks for about 9 random characters or
 * three uncommon words, and refuses every password of the common-password list, keyboard rows,
 * dates and repeats unless enough else is added. The minimum length (6) and its message stay.
 */
export const MIN_PASSWORD_SCORE = 3;

/** The meter's three steps: weak (refused), fair (score 3), strong (score 4). */
export const PASSWORD_LEVELS = ['weak', 'fair', 'strong'] as const;
export type PasswordLevel = (typeof PASSWORD_LEVELS)[number];

/**
 * Why a password is refused (`password.strength.reasons.*` in the messages): zxcvbn's warnings,
 * plus `personalInfo` (the owner's name or address in it) and `tooGuessable` (no warning of
 * zxcvbn's fits: short or simple).
 */
export const PASSWORD_REASONS = [
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'pwned',
  'personalInfo',
  'tooGuessable',
] as const;
export type PasswordReason = (typeof PASSWORD_REASONS)[number];

/** How to make it better (`password.strength.tips.*`): zxcvbn's suggestions. */
export const PASSWORD_TIPS = [
  'l33t',
  'reverseWords',
  'allUppercase',
  'capitalization',
  'dates',
  'recentYears',
  'associatedYears',
  'sequences',
  'repeated',
  'longerKeyboardPattern',
  'anotherWord',
  'useWords',
  'noNeed',
  'pwned',
] as const;
export type PasswordTip = (typeof PASSWORD_TIPS)[number];

export const isPasswordReason = (value: unknown): value is PasswordReason =>
  (PASSWORD_REASONS as readonly unknown[]).includes(value);
export const isPasswordTip = (value: unknown): value is PasswordTip =>
  (PASSWORD_TIPS as readonly unknown[]).includes(value);

/** A password's strength: zxcvbn's score (0–4), the meter's level, and why it is refused. */
export type PasswordStrength = {
  score: 0 | 1 | 2 | 3 | 4;
  level: PasswordLevel;
  /** Score 3 or more and no personal words: the server takes it. */
  acceptable: boolean;
  /** Empty when acceptable. */
  reasons: PasswordReason[];
  /** Empty when acceptable. */
  tips: PasswordTip[];
};

/** Whose password it is: their address and name, which the password must not contain. */
export type PasswordOwner = { email?: string | null; name?: string | null };

const normalize = (value: string) => value.normalize('NFKC').toLowerCase();
/** Letters and digits of any script: "dana.levi+shop" → dana, levi, shop. */
const pieces = (value: string) => value.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * The owner's words. `inputs` go to zxcvbn as user inputs (a password built on them scores low);
 * `forbidden` ones refuse a password that contains them, however strong the rest: the address's
 * local part, the name (without spaces) and each word of either, from 4 characters. Shorter ones
 * are left to the score — "dan" would refuse "abundance", and a password of "dan" and little else
 * scores low anyway.
 */
export function personalWords(owner: PasswordOwner | undefined): {
  inputs: string[];
  forbidden: string[];
} {
  const local = normalize(owner?.email?.trim().split('@')[0] ?? '');
  const name = normalize(owner?.name?.trim() ?? '');
  const words = [...pieces(local), ...pieces(name)];
  const wholeName = pieces(name).join('');
  const forbidden = new Set([local, wholeName, ...words].filter((w) => w.length >= 4));
  const inputs = new Set([local, wholeName, ...words].filter((w) => w.length >= 2));
  return { inputs: [...inputs], forbidden: [...forbidden] };
}

/** Whether `password` contains one of the owner's forbidden words (case and width ignored). */
export function containsPersonalWord(password: string, owner: PasswordOwner | undefined): boolean {
  const text = normalize(password);
  return personalWords(owner).forbidden.some((word) => text.includes(word));
}
