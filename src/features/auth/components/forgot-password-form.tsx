'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useHydrated } from '@/components/ui/use-hydrated';
import { authClient } from '@/lib/auth/client';
import { authFieldErrors, MAX_EMAIL_LENGTH } from '@/lib/auth/schema';
import { RESET_PASSWORD_PATH } from '../password-paths';
import { usePasswordServerMessage } from './password-field';

/**
 * "Forgot your password?": an e-mail address, and the same answer whether it has an account or
 * not (no one learns which addresses are registered). Better Auth e-mails the one-hour link.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('password');
  const auth = useTranslations('auth');
  const hydrated = useHydrated();
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
    <form method="post" onSubmit={onSubmit} noValidate className="mt-6">
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-5">
        <Field label={auth('email')} error={error}>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              dir="ltr"
              maxLength={MAX_EMAIL_LENGTH}
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              className="rtl:text-right"
            />
          )}
        </Field>
        {failure && (
          <p role="alert" className="font-semibold text-closed">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={status === 'pending'} className="w-full">
          {status === 'pending' ? t('working') : t('sendLink')}
        </Button>
      </fieldset>
    </form>
  );
}
