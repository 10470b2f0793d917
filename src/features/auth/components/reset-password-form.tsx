'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { authClient } from '@/lib/auth/client';
import { newPasswordErrors } from '@/lib/auth/schema';
import { FORGOT_PASSWORD_PATH } from '../password-paths';
import { checkPasswordStrength, usePasswordStrength } from '../password-strength';
import { NewPasswordFields, PasswordForm, usePasswordServerMessage } from './password-field';
import Link from 'next/link';

/** A link that is missing, expired, already used or wrong, with the way to a new one. */
export function InvalidResetLink() {
  const t = useTranslations('password');
  return (
    <div role="alert">
      <h2 className="text-xl">{t('invalidLinkTitle')}</h2>
      <p className="mt-2 text-ink-soft">{t('invalidLink')}</p>
      <Link href={FORGOT_PASSWORD_PATH} className={buttonClass('primary', 'mt-5 w-full')}>
        {t('requestNewLink')}
      </Link>
    </div>
  );
}

/**
 * The new password, typed twice, for the e-mailed token. Better Auth checks the token (an hour,
 * once) and signs every session of the account out; then the person signs in again. A password
 * too easy to guess is refused here (the meter shows why) and by the server, which also refuses
 * the account's name and address in it (this page does not know them).
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('password');
  const auth = useTranslations('auth');
  const serverMessage = usePasswordServerMessage();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<ReturnType<typeof newPasswordErrors>>({});
  const [status, setStatus] = useState<'idle' | 'pending' | 'done' | 'invalid'>('idle');
  const [failure, setFailure] = useState<string>();
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const strength = usePasswordStrength(values.password);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'pending') return;
    const found = newPasswordErrors(values);
    setErrors(found);
    setFailure(undefined);
    if (found.password) return passwordInput.current?.focus();
    if (found.confirm) return confirmInput.current?.focus();
    setStatus('pending');
    try {
      if ((await checkPasswordStrength(values.password))?.acceptable === false) {
        setErrors({ password: 'passwordWeak' });
        setStatus('idle');
        return passwordInput.current?.focus();
      }
      const { error } = await authClient.resetPassword({ newPassword: values.password, token });
      if (error?.code === 'INVALID_TOKEN' || error?.code === 'USER_NOT_FOUND') {
        return setStatus('invalid');
      }
      if (error) {
        if (error.message === 'passwordWeak') setErrors({ password: 'passwordWeak' });
        setFailure(serverMessage(error));
        return setStatus('idle');
      }
      setStatus('done');
    } catch {
      setFailure(t('unexpectedError'));
      setStatus('idle');
    }
  }

  if (status === 'invalid') return <InvalidResetLink />;
  if (status === 'done') {
    return (
      <div role="status">
        <p className="rounded-card bg-open-bg p-4 text-open">{t('resetDone')}</p>
        <Link href="/auth" className={buttonClass('primary', 'mt-5 w-full')}>
          {t('toSignIn')}
        </Link>
      </div>
    );
  }
  return (
    <PasswordForm
      onSubmit={onSubmit}
      failure={failure}
      pending={status === 'pending'}
      submitLabel={t('saveNewPassword')}
    >
      <NewPasswordFields
        values={values}
        onChange={(field, value) => {
          setValues((v) => ({ ...v, [field]: value }));
          // "Too weak" gives way to the meter, which follows the new value.
          if (field === 'password' && errors.password === 'passwordWeak') setErrors({});
        }}
        errors={{
          password: errors.password && auth(`errors.${errors.password}`),
          confirm: errors.confirm && t('mismatch'),
        }}
        strength={strength}
        passwordRef={passwordInput}
        confirmRef={confirmInput}
      />
    </PasswordForm>
  );
}
