import { describe, expect, it } from 'vitest';
import { checkAuthBody, MAX_EMAIL_LENGTH, MAX_IMAGE_LENGTH, MAX_NAME_LENGTH } from './input-rules';
import { MAX_PASSWORD_LENGTH } from './schema';

describe('checkAuthBody', () => {
  it.each([
    ['/update-user', { name: 'x'.repeat(1000) }, 'nameTooLong'],
    ['/update-user', { name: 'x'.repeat(MAX_NAME_LENGTH + 1) }, 'nameTooLong'],
    ['/update-user', { name: ' \u0000\u202E ' }, 'nameRequired'],
    ['/update-user', { name: 42 }, 'nameRequired'],
    ['/update-user', { image: 'javascript:alert(1)' }, 'invalidInput'],
    ['/update-user', { image: '//evil.example/a.png' }, 'invalidInput'],
    ['/update-user', { image: 'http://tracker.example/a.png' }, 'invalidInput'],
    ['/update-user', { image: '/uploads/a b.png' }, 'invalidInput'],
    ['/update-user', { image: `/${'a'.repeat(MAX_IMAGE_LENGTH)}` }, 'invalidInput'],
    ['/update-user', { image: ['x'] }, 'invalidInput'],
    [
      '/change-password',
      { currentPassword: 'a', newPassword: 'p'.repeat(10_000) },
      'passwordTooLong',
    ],
    ['/change-password', { currentPassword: 7, newPassword: 'secret1' }, 'passwordRequired'],
    [
      '/change-password',
      { currentPassword: 'a', newPassword: 'b', revokeOtherSessions: 'yes' },
      'invalidInput',
    ],
    ['/reset-password', { newPassword: ['x'] }, 'passwordRequired'],
    ['/reset-password', { newPassword: 'secret1', token: 5 }, 'invalidInput'],
    [
      '/sign-in/email',
      { email: 'a@b.co', password: 'p'.repeat(MAX_PASSWORD_LENGTH + 1) },
      'passwordTooLong',
    ],
    ['/sign-in/email', { email: ['a@b.co'], password: 'secret1' }, 'emailInvalid'],
    ['/sign-in/email', { email: 'a@b.co', password: 'secret1', rememberMe: 'yes' }, 'invalidInput'],
    [
      '/sign-up/email',
      { name: 'N', email: 'a@b.co', password: 'secret1', image: 'data:x' },
      'invalidInput',
    ],
    ['/request-password-reset', { email: `${'a'.repeat(MAX_EMAIL_LENGTH)}@x.co` }, 'emailInvalid'],
    [
      '/request-password-reset',
      { email: 'a@b.co', redirectTo: `/${'a'.repeat(3000)}` },
      'invalidInput',
    ],
    ['/send-verification-email', { email: { a: 1 } }, 'emailInvalid'],
    ['/change-email', { newEmail: 'x'.repeat(300) }, 'emailInvalid'],
    ['/sign-up/email', 'not an object', 'invalidInput'],
    ['/sign-in/email', [1, 2], 'invalidInput'],
    ['/sign-in/email', null, 'invalidInput'],
    ['/two-factor/verify-totp', { code: '12345' }, 'invalidInput'],
    ['/two-factor/verify-totp', { code: '1234567' }, 'invalidInput'],
    ['/two-factor/verify-totp', { code: '12 456' }, 'invalidInput'],
    ['/two-factor/verify-totp', { code: 123456 }, 'invalidInput'],
    ['/two-factor/verify-totp', { code: '123456', trustDevice: 'yes' }, 'invalidInput'],
    ['/two-factor/verify-totp', { code: '123456', trustDevice: true }, 'invalidInput'],
    ['/two-factor/verify-backup-code', { code: 'aB3dE-fG7hJ', trustDevice: true }, 'invalidInput'],
    ['/two-factor/verify-backup-code', { code: 'abcdefghij' }, 'invalidInput'],
    ['/two-factor/verify-backup-code', { code: 'abcde-fghi!' }, 'invalidInput'],
    ['/two-factor/verify-backup-code', { code: 'x'.repeat(5000) }, 'invalidInput'],
    ['/two-factor/enable', { password: 'p'.repeat(MAX_PASSWORD_LENGTH + 1) }, 'passwordTooLong'],
    ['/two-factor/enable', { password: 'secret1', method: 'otp' }, 'invalidInput'],
    ['/two-factor/enable', { password: 'secret1', issuer: 'Evil Bank' }, 'invalidInput'],
    ['/two-factor/disable', { password: ['secret1'] }, 'passwordRequired'],
    ['/two-factor/generate-backup-codes', { password: 5 }, 'passwordRequired'],
  ])('%s refuses %j', (path, body, key) => {
    expect(checkAuthBody(path, body)).toEqual({ error: key });
  });

  it('stores a name as one clean line', () => {
    expect(checkAuthBody('/update-user', { name: ' Eve\r\nPhone: 050\u202E\u0000 ' })).toEqual({
      body: { name: 'Eve Phone: 050' },
    });
    expect(
      checkAuthBody('/sign-up/email', { name: 'Dana\u2066', email: 'a@b.co', password: 'secret1' }),
    ).toEqual({ body: { name: 'Dana', email: 'a@b.co', password: 'secret1' } });
    expect(checkAuthBody('/update-user', { name: 'x'.repeat(MAX_NAME_LENGTH) })).toEqual({});
  });

  it('leaves other endpoints and valid bodies alone', () => {
    expect(checkAuthBody('/get-session', undefined)).toEqual({});
    expect(checkAuthBody('/update-user', { image: '/uploads/a.png' })).toEqual({});
    expect(checkAuthBody('/update-user', { image: 'https://cdn.example/a.png' })).toEqual({});
    expect(checkAuthBody('/update-user', { image: null })).toEqual({});
    expect(
      checkAuthBody('/sign-in/email', {
        email: 'a@b.co',
        password: 'p'.repeat(MAX_PASSWORD_LENGTH),
        rememberMe: false,
        callbackURL: '/admin',
      }),
    ).toEqual({});
    expect(checkAuthBody('/two-factor/verify-totp', { code: '012345' })).toEqual({});
    expect(checkAuthBody('/two-factor/verify-backup-code', { code: 'aB3dE-fG7hJ' })).toEqual({});
    expect(checkAuthBody('/two-factor/enable', { password: 'secret1', method: 'totp' })).toEqual(
      {},
    );
  });
});

describe('second-factor codes as typed', () => {
  it('are tidied into the shapes the server takes', async () => {
    const { tidyBackupCode, tidyTotpCode, twoFactorRefusal } = await import('./two-factor-codes');
    expect(tidyTotpCode(' 123 456 ')).toBe('123456');
    expect(tidyTotpCode('123-456')).toBe('123456');
    expect(tidyBackupCode(' aB3dEfG7hJ ')).toBe('aB3dE-fG7hJ');
    expect(tidyBackupCode('aB3dE - fG7hJ')).toBe('aB3dE-fG7hJ');
    expect(tidyBackupCode(' short ')).toBe('short');
    expect(twoFactorRefusal({ status: 401, code: 'INVALID_CODE' })).toBe('wrongCode');
    expect(twoFactorRefusal({ status: 429, code: 'ACCOUNT_TEMPORARILY_LOCKED' })).toBe('locked');
    expect(twoFactorRefusal({ status: 429 })).toBe('rateLimited');
    expect(twoFactorRefusal({ status: 500, code: 'WHATEVER' })).toBe('unexpected');
  });
});
