'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MAX_PASSWORD_LENGTH } from '@/lib/auth/schema';

/** A labelled password input (left to right, like /auth's), with its hint and error. */
export function PasswordField({
  label,
  name,
  autoComplete,
  value,
  onChange,
  error,
  description,
  inputRef,
}: {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string;
  description?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Field label={label} description={description} error={error}>
      {(control) => (
        <Input
          {...control}
          ref={inputRef}
          name={name}
          type="password"
          autoComplete={autoComplete}
          dir="ltr"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="rtl:text-right"
        />
      )}
    </Field>
  );
}

/** What a Better Auth refusal means to the person at a password form, in their language. */
export function usePasswordServerMessage() {
  const t = useTranslations('password');
  const auth = useTranslations('auth');
  return (error: { code?: string; status?: number }): string => {
    if (error.status === 429) return t('tooManyRequests');
    switch (error.code) {
      case 'INVALID_PASSWORD':
        return t('wrongCurrent');
      case 'PASSWORD_TOO_SHORT':
        return auth('errors.passwordTooShort');
      case 'PASSWORD_TOO_LONG':
        return auth('errors.passwordTooLong');
      case 'INVALID_ORIGIN':
      case 'MISSING_OR_NULL_ORIGIN':
        return auth('server.forbidden');
    }
    return t('unexpectedError');
  };
}

/** The new password and its confirmation (reset and change forms), with their messages. */
export function NewPasswordFields({
  values,
  onChange,
  errors,
  passwordRef,
  confirmRef,
}: {
  values: { password: string; confirm: string };
  onChange: (field: 'password' | 'confirm', value: string) => void;
  errors: { password?: string; confirm?: string };
  passwordRef?: Ref<HTMLInputElement>;
  confirmRef?: Ref<HTMLInputElement>;
}) {
  const t = useTranslations('password');
  const auth = useTranslations('auth');
  return (
    <>
      <PasswordField
        label={t('newPassword')}
        name="newPassword"
        autoComplete="new-password"
        description={auth('passwordHint')}
        value={values.password}
        onChange={(value) => onChange('password', value)}
        error={errors.password}
        inputRef={passwordRef}
      />
      <PasswordField
        label={t('confirmPassword')}
        name="confirm"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(value) => onChange('confirm', value)}
        error={errors.confirm}
        inputRef={confirmRef}
      />
    </>
  );
}
