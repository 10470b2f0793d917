'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import { useHydrated } from '@/components/ui/use-hydrated';
import {
  AUTH_ERROR_KEYS,
  authFieldErrors,
  MAX_PASSWORD_LENGTH,
  type AuthErrorKey,
  type AuthField,
} from '@/lib/auth-schema';

export type AuthFormTexts = {
  signInTitle: string;
  signUpTitle: string;
  signInIntro: string;
  signUpIntro: string;
  fullName: string;
  email: string;
  password: string;
  passwordHint: string;
  submitSignIn: string;
  submitSignUp: string;
  loading: string;
  noAccount: string;
  toSignUp: string;
  haveAccount: string;
  toSignIn: string;
  signInError: string;
  signUpError: string;
  unexpectedError: string;
  signedIn: string;
  checkEmail: string;
  errors: Record<AuthErrorKey, string>;
  server: {
    invalidCredentials: string;
    emailNotVerified: string;
    tooManyRequests: string;
    forbidden: string;
  };
};

type Mode = 'signIn' | 'signUp';
type ServerError = { code?: string; message?: string; status?: number };
const EMPTY = { name: '', email: '', password: '' };
const FIELD_ORDER: AuthField[] = ['name', 'email', 'password'];

const fieldOfKey = (key: AuthErrorKey): AuthField =>
  key.startsWith('email') ? 'email' : key.startsWith('password') ? 'password' : 'name';

/**
 * The sign-in / sign-up form. One zod schema (src/lib/auth-schema.ts) checks the input here and
 * again on the server; field messages are tied to their inputs (aria-invalid, aria-describedby).
 * Server refusals become a toast in Hebrew; a wrong password and an unknown address read the same.
 */
export function AuthForm({ texts, returnTo }: { texts: AuthFormTexts; returnTo: string | null }) {
  const id = useId();
  const router = useRouter();
  const [mode, setMode] = useState<Mode>('signIn');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<AuthField, AuthErrorKey>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  const inputs = useRef<Partial<Record<AuthField, HTMLInputElement | null>>>({});

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
    if (error.status === 429) return texts.server.tooManyRequests;
    switch (error.code) {
      case 'INVALID_EMAIL_OR_PASSWORD':
        return texts.server.invalidCredentials;
      case 'EMAIL_NOT_VERIFIED':
        return texts.server.emailNotVerified;
      case 'INVALID_EMAIL':
        return texts.errors.emailInvalid;
      case 'PASSWORD_TOO_SHORT':
        return texts.errors.passwordTooShort;
      case 'PASSWORD_TOO_LONG':
        return texts.errors.passwordTooLong;
      case 'INVALID_ORIGIN':
      case 'MISSING_OR_NULL_ORIGIN':
      case 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED':
        return texts.server.forbidden;
      case 'INVALID_INPUT': {
        const key = AUTH_ERROR_KEYS.find((k) => k === error.message);
        if (key) {
          setErrors((e) => ({ ...e, [fieldOfKey(key)]: key }));
          return texts.errors[key];
        }
      }
    }
    return error.message || texts.unexpectedError;
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
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setPending(true);
    let keepPending = false;
    try {
      if (mode === 'signIn') {
        const { error } = await authClient.signIn.email({
          email: values.email.trim(),
          password: values.password,
        });
        if (error) return failed(texts.signInError, error);
        toast.success(texts.signedIn);
        keepPending = true;
        const target = returnTo ?? '/';
        if (target.startsWith('/admin')) {
          router.replace(target);
          router.refresh();
        } else {
          // The public site has its own root layout (a full page load): let the toast be seen.
          setTimeout(() => window.location.assign(target), 900);
        }
      } else {
        const { error } = await authClient.signUp.email({
          name: values.name.trim(),
          email: values.email.trim(),
          password: values.password,
          callbackURL: '/',
        });
        if (error) return failed(texts.signUpError, error);
        toast.success(texts.checkEmail);
        // Ready to sign in once the address is confirmed.
        setMode('signIn');
        setValues({ name: '', email: values.email.trim(), password: '' });
        setSubmitted(false);
        requestAnimationFrame(() => heading.current?.focus());
      }
    } catch {
      toast.error(texts.unexpectedError);
    } finally {
      if (!keepPending) setPending(false);
    }
  }

  function failed(title: string, error: ServerError) {
    if (!error.status || error.status >= 500) {
      toast.error(texts.unexpectedError);
      return;
    }
    toast.error(title, { description: serverMessage(error) });
  }

  const fieldClass =
    'mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft focus:border-brand focus:outline-2 focus:outline-brand/30';
  const describedBy = (field: AuthField, extra?: string) =>
    [extra, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  const errorText = (field: AuthField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1.5 text-sm font-semibold text-closed">
        {texts.errors[errors[field]]}
      </p>
    ) : null;
  const border = (field: AuthField) => (errors[field] ? 'border-closed' : 'border-ink/25');

  return (
    <div>
      <h1 ref={heading} tabIndex={-1} className="text-3xl focus:outline-none md:text-4xl">
        {mode === 'signIn' ? texts.signInTitle : texts.signUpTitle}
      </h1>
      <p className="mt-2 text-ink-soft">
        {mode === 'signIn' ? texts.signInIntro : texts.signUpIntro}
      </p>

      <form method="post" onSubmit={onSubmit} noValidate className="mt-6" aria-busy={pending}>
        <fieldset disabled={!hydrated} className="grid min-w-0 gap-5">
          {mode === 'signUp' && (
            <div>
              <label htmlFor={`${id}-name`} className="block font-semibold">
                {texts.fullName}
              </label>
              <input
                ref={(el) => {
                  inputs.current.name = el;
                }}
                id={`${id}-name`}
                name="name"
                autoComplete="name"
                maxLength={120}
                required
                value={values.name}
                onChange={(e) => set('name', e.target.value)}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describedBy('name')}
                className={`${fieldClass} ${border('name')}`}
              />
              {errorText('name')}
            </div>
          )}
          <div>
            <label htmlFor={`${id}-email`} className="block font-semibold">
              {texts.email}
            </label>
            <input
              ref={(el) => {
                inputs.current.email = el;
              }}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete={mode === 'signIn' ? 'username' : 'email'}
              dir="ltr"
              maxLength={254}
              required
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy('email')}
              className={`${fieldClass} ${border('email')} rtl:text-right`}
            />
            {errorText('email')}
          </div>
          <div>
            <label htmlFor={`${id}-password`} className="block font-semibold">
              {texts.password}
            </label>
            <input
              ref={(el) => {
                inputs.current.password = el;
              }}
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
              dir="ltr"
              maxLength={MAX_PASSWORD_LENGTH}
              required
              value={values.password}
              onChange={(e) => set('password', e.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy(
                'password',
                mode === 'signUp' ? `${id}-password-hint` : undefined,
              )}
              className={`${fieldClass} ${border('password')} rtl:text-right`}
            />
            {mode === 'signUp' && (
              <p id={`${id}-password-hint`} className="mt-1.5 text-sm text-ink-soft">
                {texts.passwordHint}
              </p>
            )}
            {errorText('password')}
          </div>
          <button type="submit" disabled={pending} className={buttonClass('primary', 'w-full')}>
            {pending ? texts.loading : mode === 'signIn' ? texts.submitSignIn : texts.submitSignUp}
          </button>
        </fieldset>
      </form>

      <p className="mt-6 text-center text-ink-soft">
        {mode === 'signIn' ? texts.noAccount : texts.haveAccount}{' '}
        <button
          type="button"
          onClick={switchMode}
          className="inline-flex min-h-11 items-center rounded-md px-1 font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
        >
          {mode === 'signIn' ? texts.toSignUp : texts.toSignIn}
        </button>
      </p>
    </div>
  );
}

/** The fields of a mode (sign-in ignores the name). */
function pick(values: typeof EMPTY, mode: Mode) {
  return mode === 'signUp' ? values : { email: values.email, password: values.password };
}
