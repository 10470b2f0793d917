import { describe, expect, it } from 'vitest';
import { authFieldErrors, signUpSchema } from './auth-schema';

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
    expect(authFieldErrors('signIn', { email: 'a@b.co', password: 'x'.repeat(129) })).toEqual({
      password: 'passwordTooLong',
    });
  });

  it('requires the full name in sign-up mode only', () => {
    const valid = { email: 'a@b.co', password: '123456' };
    expect(authFieldErrors('signIn', valid)).toEqual({});
    expect(authFieldErrors('signUp', valid)).toEqual({ name: 'nameRequired' });
    expect(authFieldErrors('signUp', { ...valid, name: '   ' })).toEqual({ name: 'nameRequired' });
    expect(signUpSchema.parse({ ...valid, name: ' Dana ', email: ' a@b.co ' })).toEqual({
      ...valid,
      name: 'Dana',
    });
  });
});
