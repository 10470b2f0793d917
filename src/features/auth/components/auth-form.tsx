'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { toast } from '@/components/ui/toaster';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { InputField } from '@/components/ui/input-field';
import { useHydrated } from '@/components/ui/use-hydrated';
import { authClient } from '@/lib/auth/client';
import { setAdminMarker } from '@/lib/auth/admin-marker';
import {
  AUTH_ERROR_KEYS,
  authFieldErrors,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  type AuthErrorKey,
  type AuthField,
} from '@/lib/auth/schema';
import { FORGOT_PASSWORD_PATH } from '../password-paths';
import { checkPasswordStrength, usePasswordStrength } from '../password-strength';
import { PasswordField, useWeakPasswordText } from './password-field';
import { commonRefusalKey } from './server-refusal';
import { TwoFactorStep } from './two-factor-step';
import Link from 'next/link';

type Mode = 'signIn' | 'signUp';

/**
 * Whether the session just started is a back-office member's (admin, editor, sales: the session
 * answer's `isStaff`); false if unsure.
 */
async function signedInAsStaff(): Promise<boolean> {
  try {
    const { data } = await authClient.getSession({ query: { disableCookieCache: true } });
    return data?.isStaff === true;
  } catch {
    return false;
  }
}

/** Whether a sign-in's answer asks for the second factor (Better Auth's twoFactor plugin). */
const needsSecondFactor = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;
type ServerError = { code?: string; message?: string; status?: number; reasons?: unknown };
const EMPTY = { name: '', email: '', password: '' };
const FIELD_ORDER: AuthField[] = ['name', 'email', 'password'];

/** The field a server refusal's key is about (none for `invalidInput`: no form sends that). */
const fieldOfKey = (key: AuthErrorKey): AuthField | undefined =>
  key.startsWith('email')
    ? 'email'
    : key.startsWith('password')
      ? 'password'
      : key.startsWith('name')
        ? 'name'
        : undefined;

/**
 * The sign-in / sign-up form. One zod schema (src/lib/auth/schema.ts) checks the input here and
 * again on the server; field messages are tied to their inputs (aria-invalid, aria-describedby).
 * Server refusals become a toast in the page's language; a wrong password and an unknown address
 * read the same. Anything else — the database unreachable (503 UNAVAILABLE), a failure (500), an
 * unknown refusal — reads "An unexpected error occurred", never the server's own text. At sign-up
 * the password gets a strength meter, and one too easy to guess (or with the person's name or
 * address in it) is refused at the field, the meter showing why; the server refuses it too. An
 * account with two-factor sign-in on gets a second step after the right password: the
 * authenticator app's code or a backup code (TwoFactorStep), and then goes on as any sign-in.
 */
export function AuthForm({ returnTo }: { returnTo: string | null }) {
  const t = useTranslations('auth');
  const p = useTranslations('password');
  const id = useId();
  const router = useRouter();
  const [mode, setMode] = useState<Mode>('signIn');
  /** 'code': the password was right and the second factor is asked (TwoFactorStep). */
  const [step, setStep] = useState<'credentials' | 'code'>('credentials');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<AuthField, AuthErrorKey>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const weakPasswordText = useWeakPasswordText();
  // Sign-up only: sign-in loads no estimator.
  const strength = usePasswordStrength(mode === 'signUp' ? values.password : '', values);
  const heading = useRef<HTMLHeadingElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const inputs: Record<AuthField, RefObject<HTMLInputElement | null>> = {
    name: nameInput,
    email: emailInput,
    password: passwordInput,
  };

  const fields: AuthField[] = mode === 'signUp' ? FIELD_ORDER : ['email', 'password'];

  function set(field: AuthField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, messages follow the input as it is corrected.
    if (submitted) setErrors(authFieldErrors(mode, pick(next, mode)));
  }

  function switchMode() {
    const next: Mode = mode === 'signIn' ? 'signUp' : 'signIn';
    setMode(next);
    setErrors({});
    setSubmitted(false);
    // The heading changes with the mode: move focus there so the change is announced.
    requestAnimationFrame(() => heading.current?.focus());
  }

  function serverMessage(error: ServerError): string {
    if (error.status === 429) return t('server.tooManyRequests');
    const common = commonRefusalKey(error.code);
    if (common) return t(common);
    switch (error.code) {
      case 'INVALID_EMAIL_OR_PASSWORD':
        return t('server.invalidCredentials');
      case 'EMAIL_NOT_VERIFIED':
        return t('server.emailNotVerified');
      case 'INVALID_EMAIL':
        return t('errors.emailInvalid');
      case 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED':
        return t('server.forbidden');
      case 'INVALID_INPUT': {
        const key = AUTH_ERROR_KEYS.find((k) => k === error.message);
        if (key) {
          const field = fieldOfKey(key);
          if (field) setErrors((e) => ({ ...e, [field]: key }));
          return key === 'passwordWeak' ? weakPasswordText(error) : t(`errors.${key}`);
        }
      }
    }
    return t('unexpectedError');
  }

  /**
   * A session has started: say so, and go where a signed-in person goes. A back-office member
   * lands in the back office (unless sent back elsewhere), and this browser's public header shows
   * "Admin" from now on (src/lib/auth/admin-marker.ts).
   */
  async function finishSignIn() {
    toast.success(t('signedIn'));
    const staff = await signedInAsStaff();
    setAdminMarker(staff);
    const target = returnTo ?? (staff ? '/admin' : '/');
    if (target.startsWith('/admin') || target.startsWith('/account')) {
      router.replace(target);
      router.refresh();
    } else {
      // The public site has its own root layout (a full page load): let the toast be seen.
      setTimeout(() => window.location.assign(target), 900);
    }
  }

  /** From the code step back to the password (which is typed again: it is not kept). */
  function backToCredentials() {
    setStep('credentials');
    setValues((v) => ({ ...v, password: '' }));
    requestAnimationFrame(() => heading.current?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const input = pick(values, mode);
    const found = authFieldErrors(mode, input);
    setErrors(found);
    const firstInvalid = fields.find((f) => found[f]);
    if (firstInvalid) {
      inputs[firstInvalid].current?.focus();
      return;
    }
    setPending(true);
    let keepPending = false;
    try {
      if (mode === 'signIn') {
        const { data, error } = await authClient.signIn.email({
          email: values.email.trim(),
          password: values.password,
        });
        if (error) return failed(t('signInError'), error);
        // No session yet: the code step starts it (its heading takes focus).
        if (needsSecondFactor(data)) return setStep('code');
        keepPending = true;
        await finishSignIn();
      } else {
        const checked = await checkPasswordStrength(values.password, values);
        if (checked?.acceptable === false) {
          setErrors({ password: 'passwordWeak' });
          passwordInput.current?.focus();
          return;
        }
        const { error } = await authClient.signUp.email({
          name: values.name.trim(),
          email: values.email.trim(),
          password: values.password,
          callbackURL: '/',
        });
        if (error) return failed(t('signUpError'), error);
        toast.success(t('checkEmail'));
        // Ready to sign in once the address is confirmed.
        setMode('signIn');
        setValues({ name: '', email: values.email.trim(), password: '' });
        setSubmitted(false);
        requestAnimationFrame(() => heading.current?.focus());
      }
    } catch {
      toast.error(t('unexpectedError'));
    } finally {
      if (!keepPending) setPending(false);
    }
  }

  function failed(title: string, error: ServerError) {
    if (!error.status || error.status >= 500) {
      toast.error(t('unexpectedError'));
      return;
    }
    toast.error(title, { description: serverMessage(error) });
  }

  /** What every input of the form has: its id, name, value and message (if refused). */
  const fieldOf = (field: AuthField) => {
    const key = errors[field];
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      error: key ? t(`errors.${key}`) : undefined,
    };
  };

  if (step === 'code') {
    return <TwoFactorStep onVerified={finishSignIn} onBack={backToCredentials} />;
  }

  return (
    <div>
      <h1 ref={heading} tabIndex={-1} className="text-3xl focus:outline-none md:text-4xl">
        {mode === 'signIn' ? t('signInTitle') : t('signUpTitle')}
      </h1>
      <p className="mt-2 text-ink-soft">
        {mode === 'signIn' ? t('signInIntro') : t('signUpIntro')}
      </p>

      <form method="post" onSubmit={onSubmit} noValidate className="mt-6" aria-busy={pending}>
        <fieldset disabled={!hydrated} className="grid min-w-0 gap-5">
          {mode === 'signUp' && (
            <InputField
              label={t('fullName')}
              {...fieldOf('name')}
              ref={nameInput}
              autoComplete="name"
              maxLength={MAX_NAME_LENGTH}
              required
              onChange={(e) => set('name', e.target.value)}
            />
          )}
          <EmailField
            label={t('email')}
            {...fieldOf('email')}
            ref={emailInput}
            autoComplete={mode === 'signIn' ? 'username' : 'email'}
            maxLength={MAX_EMAIL_LENGTH}
            required
            onChange={(e) => set('email', e.target.value)}
          />
          <PasswordField
            label={t('password')}
            description={mode === 'signUp' ? t('passwordHint') : undefined}
            {...fieldOf('password')}
            inputRef={passwordInput}
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            onChange={(value) => set('password', value)}
            meter={mode === 'signUp'}
            strength={strength}
          />
          {mode === 'signIn' && (
            <Link
              href={FORGOT_PASSWORD_PATH}
              className="-mt-3 inline-flex min-h-11 items-center justify-self-start font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
            >
              {p('forgotLink')}
            </Link>
          )}
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? t('loading') : mode === 'signIn' ? t('submitSignIn') : t('submitSignUp')}
          </Button>
        </fieldset>
      </form>

      <p className="mt-6 text-center text-ink-soft">
        {mode === 'signIn' ? t('noAccount') : t('haveAccount')}{' '}
        <button
          type="button"
          onClick={switchMode}
          className="inline-flex min-h-11 items-center rounded-md px-1 font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
        >
          {mode === 'signIn' ? t('toSignUp') : t('toSignIn')}
        </button>
      </p>
    </div>
  );
}

/** The fields of a mode (sign-in ignores the name). */
function pick(values: typeof EMPTY, mode: Mode) {
  return mode === 'signUp' ? values : { email: values.email, password: values.password };
}
