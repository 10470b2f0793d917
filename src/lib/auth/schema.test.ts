import { describe, expect, it } from 'vitest';
import {
  authFieldErrors,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  newPasswordErrors,
  signUpSchema,
} from './schema';

describe('the sign-in / sign-up schema', () => {
  it('requires an e-mail and a password of at least 6 characters', () => {
    expect(authFieldErrors('signIn', { email: '', password: '' })).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
    expect(authFieldErrors('signIn', {})).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
    expect(authFieldErrors('signIn', { email: 'nope', password: '12345' })).toEqual({
      email: 'emailInvalid',
      password: 'passwordTooShort',
    });
    expect(authFieldErrors('signIn', { email: 'a@b.co', password: '123456' })).toEqual({});
    const long = `${'a'.repeat(64)}@${'b'.repeat(MAX_EMAIL_LENGTH - 64 - 4)}.com`;
    expect(long.length).toBe(MAX_EMAIL_LENGTH + 1);
    expect(authFieldErrors('signIn', { email: long, password: '123456' })).toEqual({
      email: 'emailInvalid',
    });
    expect(authFieldErrors('signIn', { email: ['a@b.co'], password: 123456 })).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
    expect(authFieldErrors('signIn', { email: 'a@b.co', password: 'x'.repeat(129) })).toEqual({
      password: 'passwordTooLong',
    });
  });

  it('requires the full name in sign-up mode only', () => {
    const valid = { email: 'a@b.co', password: '123456' };
    expect(authFieldErrors('signIn', valid)).toEqual({});
    expect(authFieldErrors('signUp', valid)).toEqual({ name: 'nameRequired' });
    expect(authFieldErrors('signUp', { ...valid, name: '   ' })).toEqual({ name: 'nameRequired' });
    expect(authFieldErrors('signUp', { ...valid, name: 'x'.repeat(MAX_NAME_LENGTH) })).toEqual({});
    expect(authFieldErrors('signUp', { ...valid, name: 'x'.repeat(MAX_NAME_LENGTH + 1) })).toEqual({
      name: 'nameTooLong',
    });
    expect(authFieldErrors('signUp', { ...valid, name: 42 })).toEqual({ name: 'nameRequired' });
    expect(signUpSchema.parse({ ...valid, name: ' Dana ', email: ' a@b.co ' })).toEqual({
      ...valid,
      name: 'Dana',
    });
  });
});

describe('a new password typed twice', () => {
  it('follows the sign-up rules, then wants the same text twice', () => {
    expect(newPasswordErrors({ password: '', confirm: '' })).toEqual({
      password: 'passwordRequired',
    });
    expect(newPasswordErrors({ password: '12345', confirm: '12345' })).toEqual({
      password: 'passwordTooShort',
    });
    expect(newPasswordErrors({ password: 'x'.repeat(129), confirm: '' })).toEqual({
      password: 'passwordTooLong',
    });
    expect(newPasswordErrors({ password: 'secret-1', confirm: 'secret-2' })).toEqual({
      confirm: 'mismatch',
    });
    expect(newPasswordErrors({ password: 'secret-1', confirm: 'secret-1' })).toEqual({});
  });
});
