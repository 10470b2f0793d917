import { describe, expect, it } from 'vitest';
import { contactSchema, firstContactError } from './schemas';

const valid = { name: 'Dana', phone: '050-123-4567', email: '', message: '' };

describe('contact schema', () => {
  it('keeps the phone as digits and trims the rest', () => {
    expect(
      contactSchema.parse({ ...valid, name: '  Dana  ', email: ' dana@example.com ' }),
    ).toEqual({
      name: 'Dana',
      phone: '0501234567',
      email: 'dana@example.com',
      message: '',
      purpose: undefined,
      city: '',
    });
  });

  it.each([
    [{ ...valid, name: '   ' }, 'formErrorText'],
    [{ ...valid, phone: '' }, 'formErrorText'],
    [{ ...valid, phone: 'no digits' }, 'formErrorText'],
    [{ ...valid, name: '', phone: '' }, 'formErrorText'],
    [{ ...valid, phone: '12345' }, 'invalidPhone'],
    [{ ...valid, phone: '1'.repeat(16) }, 'invalidPhone'],
    [{ ...valid, email: 'dana@' }, 'invalidEmail'],
    [{ ...valid, name: 'x'.repeat(101) }, 'nameTooLong'],
    [{ ...valid, message: 'x'.repeat(2001) }, 'messageTooLong'],
    [{ ...valid, email: `${'x'.repeat(250)}@example.com` }, 'emailTooLong'],
  ])('reports %o as %s', (input, key) => {
    expect(firstContactError(input)).toBe(key);
  });

  it('accepts an input with only name and phone', () => {
    expect(firstContactError({ name: 'Dana', phone: '0501234567' })).toBeUndefined();
  });
});
