'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';

import { EmailField } from '@/components/ui/email-field';
import { authClient } from '@/lib/auth/client';
import { authFieldErrors, MAX_EMAIL_LENGTH } from '@/lib/auth/schema';
import { RESET_PASSWORD_PATH } from '../password-paths';
import { PasswordForm, usePasswordServerMessage } from './password-field';

/**
 * "Forgot your password?": an e-mail address, and the same answer whether it has an account or
 * not (no one learns which addresses are registered). Better Auth e-mails the one-hour link.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('password');
  const auth = useTranslations('auth');
  const serverMessage = usePasswordServerMessage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<'idle' | 'pending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'pending') return;
    const key = authFieldErrors('signIn', { email, password: 'x'.repeat(6) }).email;
    setError(key && auth(`errors.${key}`));
    setFailure(undefined);
    if (key) return;
    setStatus('pending');
    try {
      const { error: refused } = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: RESET_PASSWORD_PATH,
      });
      if (refused) {
        setFailure(serverMessage(refused));
        setStatus('idle');
        return;
      }
      setStatus('sent');
    } catch {
      setFailure(t('unexpectedError'));
      setStatus('idle');
    }
  }

  if (status === 'sent') {
    return (
      <p role="status" className="rounded-card bg-open-bg p-4 text-open">
        {t('linkSent')}
      </p>
    );
  }
  return (
    <PasswordForm
      onSubmit={onSubmit}
      failure={failure}
      pending={status === 'pending'}
      submitLabel={t('sendLink')}
    >
      <EmailField
        label={auth('email')}
        error={error}
        name="email"
        maxLength={MAX_EMAIL_LENGTH}
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
    </PasswordForm>
  );
}
