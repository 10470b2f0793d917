'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { MAX_PASSWORD_LENGTH } from '@/lib/auth/schema';
import { commonRefusalKey } from './server-refusal';

/** A labelled password input (left to right, like /auth's), with its hint and error. */
export function PasswordField({
  inputRef,
  onChange,
  ...field
}: {
  /** The input's id (a generated one when not given). */
  id?: string;
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
    <InputField
      {...field}
      ref={inputRef}
      type="password"
      dir="ltr"
      maxLength={MAX_PASSWORD_LENGTH}
      required
      onChange={(e) => onChange(e.target.value)}
      controlClassName="rtl:text-right"
    />
  );
}

/** What a Better Auth refusal means to the person at a password form, in their language. */
export function usePasswordServerMessage() {
  const t = useTranslations('password');
  const auth = useTranslations('auth');
  return (error: { code?: string; status?: number }): string => {
    if (error.status === 429) return t('tooManyRequests');
    if (error.code === 'INVALID_PASSWORD') return t('wrongCurrent');
    const common = commonRefusalKey(error.code);
    return common ? auth(common) : t('unexpectedError');
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

/**
 * A password form (forgot, reset): its fields, locked until the page's JavaScript runs; then why
 * the last try failed (announced) and the full-width submit button, which reads "working" and
 * is disabled while the request runs.
 */
export function PasswordForm({
  onSubmit,
  failure,
  pending,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  failure?: string;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const t = useTranslations('password');
  const hydrated = useHydrated();
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-6">
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-5">
        {children}
        {failure && (
          <p role="alert" className="font-semibold text-closed">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? t('working') : submitLabel}
        </Button>
      </fieldset>
    </form>
  );
}
