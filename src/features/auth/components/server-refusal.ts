import { ACCOUNT_DEACTIVATED } from '@/lib/auth/schema';

/**
 * The message key (under `auth`) of a Better Auth refusal that any account form can get: a
 * password out of bounds, a request from another origin, or a deactivated account (refused when
 * its session would start: src/lib/auth/index.ts). Each form words its own refusals first and
 * falls back to these.
 */
export function commonRefusalKey(
  code: string | undefined,
):
  | 'errors.passwordTooShort'
  | 'errors.passwordTooLong'
  | 'server.forbidden'
  | 'server.accountDeactivated'
  | undefined {
  switch (code) {
    case ACCOUNT_DEACTIVATED:
      return 'server.accountDeactivated';
    case 'PASSWORD_TOO_SHORT':
      return 'errors.passwordTooShort';
    case 'PASSWORD_TOO_LONG':
      return 'errors.passwordTooLong';
    case 'INVALID_ORIGIN':
    case 'MISSING_OR_NULL_ORIGIN':
      return 'server.forbidden';
  }
  return undefined;
}
