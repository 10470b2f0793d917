'use client';

import { useTranslations } from 'next-intl';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { isPasswordReason, type PasswordStrength } from '@/lib/auth/password-strength-rules';
import { AUTH_ERROR_KEYS, MAX_PASSWORD_LENGTH } from '@/lib/auth/schema';
import { PasswordStrengthMeter } from './password-strength-meter';
import { commonRefusalKey } from './server-refusal';

/**
 * A labelled password input (left to right, like /auth's), with its hint and error; for a new
 * password (`meter`), the strength meter and, while it is too weak, the reasons under it, which
 * the input's description then includes.
 */
export function PasswordField({
  inputRef,
  onChange,
  meter = false,
  strength,
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
  /** Show the strength meter (new passwords only). */
  meter?: boolean;
  /** The estimate of the value (src/features/auth/password-strength.ts); none yet: no meter. */
  strength?: PasswordStrength;
}) {
  const fallbackId = useId();
  const id = field.id ?? fallbackId;
  const input = (describedBy?: { 'aria-describedby'?: string }) => (
    <InputField
      {...field}
      {...describedBy}
      id={id}
      ref={inputRef}
      type="password"
      dir="ltr"
      maxLength={MAX_PASSWORD_LENGTH}
      required
      onChange={(e) => onChange(e.target.value)}
      controlClassName="rtl:text-right"
    />
  );
  if (!meter) return input();
  const reasonsId = `${id}-strength-reasons`;
  // The Field's own description and error ids (src/components/ui/field.tsx), and the reasons.
  const describedBy = [
    field.description && `${id}-description`,
    field.error && `${id}-error`,
    strength?.reasons.length && reasonsId,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      {input({ 'aria-describedby': describedBy || undefined })}
      <PasswordStrengthMeter strength={strength} reasonsId={reasonsId} />
    </div>
  );
}

/**
 * A server refusal of a weak password, in the page's language: "too weak:" and its reasons (the
 * answer carries their keys; src/lib/auth/index.ts).
 */
export function useWeakPasswordText() {
  const auth = useTranslations('auth');
  const strength = useTranslations('password.strength');
  return (error: { reasons?: unknown }): string => {
    const keys = Array.isArray(error.reasons)
      ? error.reasons.map((r: { key?: unknown } | null) => r?.key).filter(isPasswordReason)
      : [];
    const reasons = keys.map((key) => strength(`reasons.${key}`));
    return [`${auth('errors.passwordWeak')}${reasons.length ? ':' : '.'}`, ...reasons].join(' ');
  };
}

/** What a Better Auth refusal means to the person at a password form, in their language. */
export function usePasswordServerMessage() {
  const t = useTranslations('password');
  const auth = useTranslations('auth');
  const weak = useWeakPasswordText();
  return (error: {
    code?: string;
    message?: string;
    status?: number;
    reasons?: unknown;
  }): string => {
    if (error.status === 429) return t('tooManyRequests');
    if (error.code === 'INVALID_PASSWORD') return t('wrongCurrent');
    if (error.code === 'INVALID_INPUT') {
      if (error.message === 'passwordWeak') return weak(error);
      const key = AUTH_ERROR_KEYS.find((k) => k === error.message);
      if (key) return auth(`errors.${key}`);
    }
    const common = commonRefusalKey(error.code);
    return common ? auth(common) : t('unexpectedError');
  };
}

/**
 * The new password, with its strength meter, and its confirmation (reset and change forms), with
 * their messages.
 */
export function NewPasswordFields({
  values,
  onChange,
  errors,
  strength,
  passwordRef,
  confirmRef,
}: {
  values: { password: string; confirm: string };
  onChange: (field: 'password' | 'confirm', value: string) => void;
  errors: { password?: string; confirm?: string };
  strength: PasswordStrength | undefined;
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
        meter
        strength={strength}
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
