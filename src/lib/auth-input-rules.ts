import { MAX_PASSWORD_LENGTH, type AuthErrorKey } from './auth-schema';
import { normalizeText } from './text';

/**
 * Limits on what every auth endpoint accepts beyond sign-in and sign-up (which the forms' schema
 * checks, src/lib/auth-schema.ts): a signed-in user could otherwise set a 50 MB name through
 * update-user. Each field that an endpoint takes: a string, within its length; a name is stored
 * normalised (one line, no control or bidi-override characters: src/lib/text.ts).
 */
export const MAX_NAME_LENGTH = 120;
export const MAX_EMAIL_LENGTH = 254;
const MAX_IMAGE_LENGTH = 2048;

type Rule = 'name' | 'email' | 'password' | 'image';

const FIELDS: Record<string, Record<string, Rule>> = {
  '/sign-up/email': { name: 'name', email: 'email', password: 'password' },
  '/sign-in/email': { email: 'email', password: 'password' },
  '/update-user': { name: 'name', image: 'image' },
  '/change-password': { currentPassword: 'password', newPassword: 'password' },
  '/reset-password': { newPassword: 'password' },
  '/request-password-reset': { email: 'email' },
  '/send-verification-email': { email: 'email' },
  '/change-email': { newEmail: 'email' },
};

const REFUSAL: Record<Rule, AuthErrorKey> = {
  name: 'nameRequired',
  email: 'emailInvalid',
  password: 'passwordTooLong',
  image: 'nameRequired',
};

function check(rule: Rule, value: unknown): { ok: true; value?: string } | { ok: false } {
  if (value === undefined || (rule === 'image' && value === null)) return { ok: true };
  if (typeof value !== 'string') return { ok: false };
  switch (rule) {
    case 'name': {
      const name = normalizeText(value).trim();
      return name.length >= 1 && name.length <= MAX_NAME_LENGTH
        ? { ok: true, value: name }
        : { ok: false };
    }
    case 'email':
      return value.length <= MAX_EMAIL_LENGTH ? { ok: true } : { ok: false };
    case 'password':
      return value.length <= MAX_PASSWORD_LENGTH ? { ok: true } : { ok: false };
    case 'image':
      // Only a picture of ours or an https address.
      return value.length <= MAX_IMAGE_LENGTH && /^(?:\/(?!\/)|https:\/\/)/.test(value)
        ? { ok: true }
        : { ok: false };
  }
}

/**
 * The body an auth endpoint may go on with (names normalised), or the refusal's message key.
 * Paths without rules, and bodies that are not objects where none is expected, pass untouched.
 */
export function checkAuthBody(
  path: string,
  body: unknown,
): { body?: Record<string, unknown>; error?: AuthErrorKey } {
  const fields = FIELDS[path];
  if (!fields) return {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { error: 'emailInvalid' };
  const record = body as Record<string, unknown>;
  let changed: Record<string, unknown> | undefined;
  for (const [field, rule] of Object.entries(fields)) {
    const result = check(rule, record[field]);
    if (!result.ok) return { error: REFUSAL[rule] };
    if (result.value !== undefined && result.value !== record[field]) {
      changed ??= { ...record };
      changed[field] = result.value;
    }
  }
  return { body: changed };
}
