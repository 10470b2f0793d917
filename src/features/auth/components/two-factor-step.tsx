'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { authClient } from '@/lib/auth/client';
import {
  BACKUP_CODE,
  MAX_CODE_INPUT,
  TOTP_CODE,
  tidyBackupCode,
  tidyTotpCode,
  twoFactorRefusal,
  type TwoFactorRefusal,
} from '@/lib/auth/two-factor-codes';

type Method = 'app' | 'backup';

/** Refusals that end this sign-in's challenge: only "back" (the password again) helps. */
const CHALLENGE_OVER: TwoFactorRefusal[] = ['tooManyAttempts', 'expired', 'locked', 'deactivated'];

/**
 * The second step of a sign-in with two-factor on (the server answered `twoFactorRedirect`): the
 * 6-digit code of the authenticator app, or one of the backup codes. A wrong code is said at the
 * field (which gets focus back); a challenge that is over (too many wrong codes, 10 minutes gone,
 * the account's second factor locked) is said above the buttons and focus goes to "back". The
 * heading gets focus when the step appears, so a screen reader announces it. `onVerified` goes on
 * exactly as a sign-in without a second factor does.
 */
export function TwoFactorStep({
  onVerified,
  onBack,
}: {
  /** The session has started: what a normal sign-in does next (marker, redirect). */
  onVerified: () => Promise<void>;
  /** Back to the e-mail and password. */
  onBack: () => void;
}) {
  const t = useTranslations('twoFactor.signIn');
  const errors = useTranslations('twoFactor.errors');
  const id = useId();
  const [method, setMethod] = useState<Method>('app');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [stepError, setStepError] = useState<string>();
  const [pending, setPending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const back = useRef<HTMLButtonElement>(null);

  useEffect(() => heading.current?.focus(), []);

  function switchMethod() {
    setMethod(method === 'app' ? 'backup' : 'app');
    setCode('');
    setFieldError(undefined);
    // The field's label and hint change with the method: focus reads them out.
    requestAnimationFrame(() => input.current?.focus());
  }

  /** The typed code, tidied, or the reason it cannot be sent (said at the field). */
  function checked(): { code: string } | { error: string } {
    if (method === 'app') {
      const value = tidyTotpCode(code);
      if (!value) return { error: errors('codeRequired') };
      return TOTP_CODE.test(value) ? { code: value } : { error: errors('codeFormat') };
    }
    const value = tidyBackupCode(code);
    if (!value) return { error: errors('backupRequired') };
    return BACKUP_CODE.test(value) ? { code: value } : { error: errors('backupFormat') };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setStepError(undefined);
    const result = checked();
    if ('error' in result) {
      setFieldError(result.error);
      return input.current?.focus();
    }
    setFieldError(undefined);
    setPending(true);
    let keepPending = false;
    try {
      const { error } =
        method === 'app'
          ? await authClient.twoFactor.verifyTotp({ code: result.code })
          : await authClient.twoFactor.verifyBackupCode({ code: result.code });
      if (!error) {
        keepPending = true;
        return await onVerified();
      }
      const refusal = twoFactorRefusal(error);
      if (CHALLENGE_OVER.includes(refusal)) {
        setStepError(errors(refusal));
        return back.current?.focus();
      }
      setFieldError(errors(refusal === 'invalidInput' ? 'codeFormat' : refusal));
      setCode('');
      input.current?.focus();
    } catch {
      setStepError(errors('unexpected'));
    } finally {
      if (!keepPending) setPending(false);
    }
  }

  return (
    <div>
      <h1 ref={heading} tabIndex={-1} className="text-3xl focus:outline-none md:text-4xl">
        {t('title')}
      </h1>
      <p className="mt-2 text-ink-soft">{method === 'app' ? t('intro') : t('backupIntro')}</p>
      {/* Always in the page (and in the accessibility tree), so that a message put in it is said. */}
      <p role="alert" className="font-semibold text-closed [&:not(:empty)]:mt-4">
        {stepError}
      </p>

      <form method="post" onSubmit={onSubmit} noValidate className="mt-6" aria-busy={pending}>
        <div className="grid min-w-0 gap-5">
          <InputField
            key={method}
            ref={input}
            id={`${id}-${method}`}
            name={method === 'app' ? 'code' : 'backupCode'}
            label={method === 'app' ? t('codeLabel') : t('backupLabel')}
            description={method === 'app' ? t('codeHint') : t('backupHint')}
            error={fieldError}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            dir="ltr"
            controlClassName="font-mono text-lg tracking-widest rtl:text-right"
            maxLength={MAX_CODE_INPUT}
            required
            {...(method === 'app'
              ? { inputMode: 'numeric', autoComplete: 'one-time-code' }
              : { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false })}
          />
          <button
            type="button"
            onClick={switchMethod}
            className="-mt-3 inline-flex min-h-11 items-center justify-self-start rounded-md font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
          >
            {method === 'app' ? t('useBackup') : t('useApp')}
          </button>
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? t('verifying') : t('submit')}
          </Button>
        </div>
      </form>

      <p className="mt-6 text-center">
        <button
          ref={back}
          type="button"
          onClick={onBack}
          className="inline-flex min-h-11 items-center rounded-md px-1 font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
        >
          {t('back')}
        </button>
      </p>
    </div>
  );
}
