import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  type AuthErrorKey,
} from './schema';
import { BACKUP_CODE, TOTP_CODE } from './two-factor-codes';
import { normalizeText } from '@/lib/text';

export { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH };

/**
 * What every auth endpoint accepts, checked in the one `hooks.before` of src/lib/auth/index.ts before
 * Better Auth reads the body: a signed-in user could otherwise set a 50 MB name through
 * update-user, and a value of the wrong JSON type got Better Auth's validator text (English,
 * naming its schema) instead of a message the page translates.
 *
 * Each field an endpoint takes has a rule: its JSON type and its length. A name is stored
 * normalised (one line, no control or bidi characters: src/lib/text.ts). A picture (`image`) is a
 * path on this site or an https address, at most 2,048 characters without spaces or control
 * characters: the site shows no user pictures today, and nothing else (javascript:, data:, a
 * plain-http tracker) should be stored to be shown later. Second-factor codes have their exact
 * shapes (src/lib/auth/two-factor-codes.ts): the plugin's own check takes any string.
 */
export const MAX_IMAGE_LENGTH = 2048;
/** Redirect targets (Better Auth checks them against the trusted origins afterwards). */
const MAX_URL_LENGTH = 2048;
/** Reset and session tokens are 24–32 characters; anything far longer is not one. */
const MAX_TOKEN_LENGTH = 256;

type Rule =
  | 'name'
  | 'email'
  | 'password'
  | 'image'
  | 'url'
  | 'token'
  | 'boolean'
  | 'totpCode'
  | 'backupCode'
  | 'totpMethod'
  | 'absent';

const FIELDS: Record<string, Record<string, Rule>> = {
  '/sign-up/email': {
    name: 'name',
    email: 'email',
    password: 'password',
    image: 'image',
    callbackURL: 'url',
    rememberMe: 'boolean',
  },
  '/sign-in/email': {
    email: 'email',
    password: 'password',
    callbackURL: 'url',
    rememberMe: 'boolean',
  },
  '/update-user': { name: 'name', image: 'image' },
  '/change-password': {
    currentPassword: 'password',
    newPassword: 'password',
    revokeOtherSessions: 'boolean',
  },
  '/reset-password': { newPassword: 'password', token: 'token' },
  '/request-password-reset': { email: 'email', redirectTo: 'url' },
  '/send-verification-email': { email: 'email', callbackURL: 'url' },
  // Disabled in src/lib/auth/index.ts (Better Auth answers CHANGE_EMAIL_DISABLED); checked all the same.
  '/change-email': { newEmail: 'email', callbackURL: 'url' },
  '/delete-user': { password: 'password', token: 'token', callbackURL: 'url' },
  '/revoke-session': { token: 'token' },
  // Two-factor sign-in (Better Auth's twoFactor plugin). Only authenticator apps: `method` may be
  // 'totp' alone (no e-mailed codes are configured), and the site names itself in the app
  // (`issuer` is ours, not the caller's). No "trust this device": every sign-in asks for a code.
  // (Its cookie would also keep the password step's session, which the last sign-in hook in
  // src/lib/auth/index.ts takes to be dropped.)
  '/two-factor/enable': { password: 'password', method: 'totpMethod', issuer: 'absent' },
  '/two-factor/disable': { password: 'password' },
  '/two-factor/get-totp-uri': { password: 'password' },
  '/two-factor/generate-backup-codes': { password: 'password' },
  '/two-factor/verify-totp': { code: 'totpCode', trustDevice: 'absent' },
  '/two-factor/verify-backup-code': {
    code: 'backupCode',
    trustDevice: 'absent',
    disableSession: 'boolean',
  },
};

/** The message key of a value of the wrong type, and of one too long (or otherwise refused). */
const REFUSAL: Record<Rule, { type: AuthErrorKey; value: AuthErrorKey }> = {
  name: { type: 'nameRequired', value: 'nameTooLong' },
  email: { type: 'emailInvalid', value: 'emailInvalid' },
  password: { type: 'passwordRequired', value: 'passwordTooLong' },
  image: { type: 'invalidInput', value: 'invalidInput' },
  url: { type: 'invalidInput', value: 'invalidInput' },
  token: { type: 'invalidInput', value: 'invalidInput' },
  boolean: { type: 'invalidInput', value: 'invalidInput' },
  totpCode: { type: 'invalidInput', value: 'invalidInput' },
  backupCode: { type: 'invalidInput', value: 'invalidInput' },
  totpMethod: { type: 'invalidInput', value: 'invalidInput' },
  absent: { type: 'invalidInput', value: 'invalidInput' },
};

/** A same-site path ("/uploads/…", not "//host") or an https URL, no spaces or controls. */
const IMAGE_ADDRESS = /^(?:\/(?![/\\])|https:\/\/)[\x21-\x7E]*$/;

type Checked = { ok: true; value?: string } | { ok: false; key: AuthErrorKey };

function check(rule: Rule, raw: unknown): Checked {
  const refused = (why: 'type' | 'value'): Checked => ({ ok: false, key: REFUSAL[rule][why] });
  // Optional fields may be left out; a picture may also be removed (null).
  if (raw === undefined || (rule === 'image' && raw === null)) return { ok: true };
  if (rule === 'absent') return refused('value');
  if (rule === 'boolean') return typeof raw === 'boolean' ? { ok: true } : refused('type');
  if (typeof raw !== 'string') return refused('type');
  switch (rule) {
    case 'name': {
      const name = normalizeText(raw).trim();
      if (!name) return { ok: false, key: 'nameRequired' };
      return name.length <= MAX_NAME_LENGTH ? { ok: true, value: name } : refused('value');
    }
    case 'email':
      return raw.length <= MAX_EMAIL_LENGTH ? { ok: true } : refused('value');
    case 'password':
      return raw.length <= MAX_PASSWORD_LENGTH ? { ok: true } : refused('value');
    case 'image':
      return raw.length <= MAX_IMAGE_LENGTH && IMAGE_ADDRESS.test(raw)
        ? { ok: true }
        : refused('value');
    case 'url':
      return raw.length <= MAX_URL_LENGTH ? { ok: true } : refused('value');
    case 'token':
      return raw.length <= MAX_TOKEN_LENGTH ? { ok: true } : refused('value');
    case 'totpCode':
      return TOTP_CODE.test(raw) ? { ok: true } : refused('value');
    case 'backupCode':
      return BACKUP_CODE.test(raw) ? { ok: true } : refused('value');
    case 'totpMethod':
      return raw === 'totp' ? { ok: true } : refused('value');
  }
}

/** The endpoints with rules and their fields (for tests and documentation). */
export const AUTH_INPUT_FIELDS: Readonly<Record<string, Readonly<Record<string, Rule>>>> = FIELDS;

/**
 * The body an auth endpoint may go on with (`body` only when a name was normalised), or the
 * refusal's message key (an `auth.errors` key). Paths without rules pass untouched; on a path with
 * rules the body must be a JSON object.
 */
export function checkAuthBody(
  path: string,
  body: unknown,
): { body?: Record<string, unknown>; error?: AuthErrorKey } {
  const fields = FIELDS[path];
  if (!fields) return {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { error: 'invalidInput' };
  const record = body as Record<string, unknown>;
  let changed: Record<string, unknown> | undefined;
  for (const [field, rule] of Object.entries(fields)) {
    const result = check(rule, record[field]);
    if (!result.ok) return { error: result.key };
    if (result.value !== undefined && result.value !== record[field]) {
      changed ??= { ...record };
      changed[field] = result.value;
    }
  }
  return changed ? { body: changed } : {};
}
