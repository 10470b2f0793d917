'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { authClient } from '@/lib/auth/client';
import { MAX_PASSWORD_LENGTH } from '@/lib/auth/schema';
import {
  MAX_CODE_INPUT,
  TOTP_CODE,
  tidyTotpCode,
  twoFactorRefusal,
} from '@/lib/auth/two-factor-codes';
import { BackupCodes } from './backup-codes';
import { QrCode } from './qr-code';
import { SecretKey } from './secret-key';

/** What the password is asked for. */
type Purpose = 'enable' | 'disable' | 'newCodes';

type Step =
  | { kind: 'status' }
  | { kind: 'password'; purpose: Purpose }
  /** The enable answer: the app's otpauth:// URI and the backup codes (shown after the code). */
  | { kind: 'scan'; totpURI: string; backupCodes: string[] }
  | { kind: 'codes'; backupCodes: string[] };

const PASSWORD_TITLE = {
  enable: 'passwordTitleEnable',
  disable: 'passwordTitleDisable',
  newCodes: 'passwordTitleNewCodes',
} as const;

/** The base32 secret of an otpauth:// URI, as an app's "enter a key" screen takes it. */
const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret') ?? '';

/**
 * /account's two-factor section: its status, and the steps to change it, one at a time.
 *
 * Off: "turn on" → the password → the QR code and the key as text → the first right code turns it
 * on → the ten backup codes, shown once. On: "turn off" (the password) and "new backup codes" (the
 * password, then the codes, shown once). Each step's heading gets focus when it appears; results
 * are said in a live region; wrong input is said at its field. The server sends the "turned on /
 * off" e-mail itself (src/lib/auth/index.ts). `required`: the back office sent this administrator
 * here because the company requires two-factor of administrators.
 */
export function TwoFactorSettings({
  enabled: enabledAtLoad,
  required = false,
}: {
  enabled: boolean;
  required?: boolean;
}) {
  const t = useTranslations('twoFactor.account');
  const errors = useTranslations('twoFactor.errors');
  const id = useId();
  const router = useRouter();
  const hydrated = useHydrated();
  const { data: session } = authClient.useSession();
  const [enabled, setEnabled] = useState(enabledAtLoad);
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const sectionHeading = useRef<HTMLHeadingElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const firstRender = useRef(true);

  // A new step: its heading (or, back at the status, the section's) gets focus and is read out.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    (step.kind === 'status' ? sectionHeading : stepHeading).current?.focus();
  }, [step]);

  function go(next: Step) {
    setValue('');
    setFieldError(undefined);
    setStep(next);
  }

  /** A refused call, said at the field (which gets focus back). */
  function refused(error: { status?: number; code?: string }) {
    setFieldError(errors(twoFactorRefusal(error)));
    input.current?.focus();
  }

  /** Runs a call with the form busy; a thrown error (network) reads "unexpected". */
  async function busy(work: () => Promise<void>) {
    setPending(true);
    setAnnouncement('');
    try {
      await work();
    } catch {
      setFieldError(errors('unexpected'));
    } finally {
      setPending(false);
    }
  }

  async function submitPassword(purpose: Purpose) {
    if (!value) {
      setFieldError(errors('passwordRequired'));
      return input.current?.focus();
    }
    await busy(async () => {
      const password = value;
      if (purpose === 'enable') {
        const { data, error } = await authClient.twoFactor.enable({ password });
        if (error || !data || !('totpURI' in data) || !data.totpURI) return refused(error ?? {});
        return go({ kind: 'scan', totpURI: data.totpURI, backupCodes: data.backupCodes ?? [] });
      }
      if (purpose === 'disable') {
        const { error } = await authClient.twoFactor.disable({ password });
        if (error) return refused(error);
        setEnabled(false);
        go({ kind: 'status' });
        setAnnouncement(t('disabled'));
        return router.refresh();
      }
      const { data, error } = await authClient.twoFactor.generateBackupCodes({ password });
      if (error || !data) return refused(error ?? {});
      go({ kind: 'codes', backupCodes: data.backupCodes });
      setAnnouncement(t('renewed'));
    });
  }

  async function submitCode(backupCodes: string[]) {
    const code = tidyTotpCode(value);
    if (!TOTP_CODE.test(code)) {
      setFieldError(errors(code ? 'codeFormat' : 'codeRequired'));
      return input.current?.focus();
    }
    await busy(async () => {
      const { error } = await authClient.twoFactor.verifyTotp({ code });
      if (error) return refused(error);
      setEnabled(true);
      go({ kind: 'codes', backupCodes });
      setAnnouncement(t('enabled'));
      router.refresh();
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (step.kind === 'password') void submitPassword(step.purpose);
    if (step.kind === 'scan') void submitCode(step.backupCodes);
  }

  const stepTitle = (text: string) => (
    <h3 ref={stepHeading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
      {text}
    </h3>
  );

  const actions = (submit: string) => (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={pending}>
        {pending ? t('working') : submit}
      </Button>
      <Button variant="ghost" disabled={pending} onClick={() => go({ kind: 'status' })}>
        {t('cancel')}
      </Button>
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 border-t border-line pt-8">
      <h2
        id={`${id}-title`}
        ref={sectionHeading}
        tabIndex={-1}
        className="text-2xl focus:outline-none"
      >
        {t('title')}
      </h2>
      <p className="mt-2 text-ink-soft">{t('intro')}</p>
      {required && !enabled && (
        <p className="mt-3 rounded-lg border-s-4 border-brand bg-cream p-3 font-semibold">
          {t('required')}
        </p>
      )}
      <p
        className={`mt-4 inline-flex rounded-full px-3 py-1 font-semibold ${
          enabled ? 'bg-open-bg text-open' : 'bg-cream text-ink'
        }`}
      >
        {enabled ? t('statusOn') : t('statusOff')}
      </p>

      <div className="mt-5">
        {step.kind === 'status' && (
          <div className="flex flex-wrap gap-3">
            {enabled ? (
              <>
                <Button
                  variant="secondary"
                  disabled={!hydrated}
                  onClick={() => go({ kind: 'password', purpose: 'newCodes' })}
                >
                  {t('newCodes')}
                </Button>
                <Button
                  variant="danger"
                  disabled={!hydrated}
                  onClick={() => go({ kind: 'password', purpose: 'disable' })}
                >
                  {t('turnOff')}
                </Button>
              </>
            ) : (
              <Button
                disabled={!hydrated}
                onClick={() => go({ kind: 'password', purpose: 'enable' })}
              >
                {t('turnOn')}
              </Button>
            )}
          </div>
        )}

        {step.kind === 'password' && (
          <form method="post" onSubmit={onSubmit} noValidate aria-busy={pending}>
            <div className="grid min-w-0 gap-4">
              {stepTitle(t(PASSWORD_TITLE[step.purpose]))}
              <p className="text-ink-soft">
                {step.purpose === 'disable'
                  ? t('disableWarning')
                  : step.purpose === 'newCodes'
                    ? t('newCodesWarning')
                    : t('passwordIntro')}
              </p>
              <InputField
                ref={input}
                id={`${id}-password`}
                label={t('password')}
                name="password"
                type="password"
                autoComplete="current-password"
                dir="ltr"
                controlClassName="rtl:text-right"
                maxLength={MAX_PASSWORD_LENGTH}
                required
                value={value}
                error={fieldError}
                onChange={(e) => setValue(e.target.value)}
              />
              {actions(t('continue'))}
            </div>
          </form>
        )}

        {step.kind === 'scan' && (
          <form method="post" onSubmit={onSubmit} noValidate aria-busy={pending}>
            <div className="grid min-w-0 gap-5">
              {stepTitle(t('scanTitle'))}
              <p className="text-ink-soft">{t('scanIntro')}</p>
              <QrCode value={step.totpURI} label={t('qrLabel')} />
              <SecretKey secret={secretOf(step.totpURI)} announce={setAnnouncement} />
              <InputField
                ref={input}
                id={`${id}-code`}
                label={t('confirmCode')}
                description={t('confirmCodeHint')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                controlClassName="font-mono text-lg tracking-widest rtl:text-right sm:max-w-xs"
                maxLength={MAX_CODE_INPUT}
                required
                value={value}
                error={fieldError}
                onChange={(e) => setValue(e.target.value)}
              />
              {actions(t('confirm'))}
            </div>
          </form>
        )}

        {step.kind === 'codes' && (
          <BackupCodes
            codes={step.backupCodes}
            account={session?.user.email ?? ''}
            headingRef={stepHeading}
            announce={setAnnouncement}
            onDone={() => go({ kind: 'status' })}
          />
        )}
      </div>

      {/* Always in the page (and in the accessibility tree), so that each result put in it is said. */}
      <p role="status" className="font-semibold [&:not(:empty)]:mt-4">
        {announcement}
      </p>
    </section>
  );
}
