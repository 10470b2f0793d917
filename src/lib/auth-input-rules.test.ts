import { describe, expect, it } from 'vitest';
import { checkAuthBody, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from './auth-input-rules';

describe('checkAuthBody', () => {
  it.each([
    ['/update-user', { name: 'x'.repeat(1000) }, 'nameRequired'],
    ['/update-user', { name: 42 }, 'nameRequired'],
    ['/update-user', { image: 'javascript:alert(1)' }, 'nameRequired'],
    [
      '/change-password',
      { currentPassword: 'a', newPassword: 'p'.repeat(10_000) },
      'passwordTooLong',
    ],
    ['/reset-password', { newPassword: ['x'] }, 'passwordTooLong'],
    ['/sign-in/email', { email: 'a@b.co', password: 'p'.repeat(129) }, 'passwordTooLong'],
    ['/request-password-reset', { email: `${'a'.repeat(MAX_EMAIL_LENGTH)}@x.co` }, 'emailInvalid'],
    ['/sign-up/email', 'not an object', 'emailInvalid'],
  ])('%s refuses %j', (path, body, key) => {
    expect(checkAuthBody(path, body)).toEqual({ error: key });
  });

  it('stores a name as one clean line', () => {
    expect(checkAuthBody('/update-user', { name: ' Eve\r\nPhone: 050\u202E\u0000 ' })).toEqual({
      body: { name: 'Eve Phone: 050' },
    });
    expect(checkAuthBody('/update-user', { name: 'x'.repeat(MAX_NAME_LENGTH) })).toEqual({});
  });

  it('leaves other endpoints and valid bodies alone', () => {
    expect(checkAuthBody('/get-session', undefined)).toEqual({});
    expect(checkAuthBody('/update-user', { image: '/uploads/a.png' })).toEqual({});
  });
});
