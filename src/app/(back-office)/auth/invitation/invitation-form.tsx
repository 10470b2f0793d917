'use client';

import Link from 'next/link';
import { useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { useTranslations } from 'next-intl';
import {
  NewPasswordFields,
  PasswordForm,
  useWeakPasswordText,
} from '@/features/auth/components/password-field';
import { checkPasswordStrength, usePasswordStrength } from '@/features/auth/password-strength';
import { acceptInvitation } from '@/features/team/invitation-actions';
import { MAX_NAME_LENGTH, newPasswordErrors } from '@/lib/auth/schema';

/*
 * The form of /auth/invitation. Here, in the route, because it joins two features: the team's
 * action (src/features/team/invitation-actions.ts) and the auth feature's password fields with
 * their strength meter, which features do not import from each other. Its own texts come from
 * the page (the `invitation` namespace is not among the back office's client messages).
 */

/** The page's texts for the form (messages `invitation.*`). */
export type InvitationTexts = Record<
  | 'email'
  | 'name'
  | 'nameRequired'
  | 'nameTooLong'
  | 'submit'
  | 'invalidTitle'
  | 'invalidText'
  | 'doneTitle'
  | 'done'
  | 'toSignIn'
  | 'rateLimited'
  | 'failed',
  string
>;

/** An expired, used, cancelled or unknown link: what to do instead. */
export function InvalidInvitation({
  texts,
}: {
  texts: Pick<InvitationTexts, 'invalidTitle' | 'invalidText'>;
}) {
  return (
    <div role="alert">
      <h2 className="text-xl">{texts.invalidTitle}</h2>
      <p className="mt-2 text-ink-soft">{texts.invalidText}</p>
    </div>
  );
}

/**
 * Name and new password (typed twice, with the strength meter) for the invitation's address,
 * shown read-only. The server checks the link again and makes the account; then the way to
 * sign in.
 */
export function InvitationForm({
  token,
  email,
  texts,
}: {
  token: string;
  email: string;
  texts: InvitationTexts;
}) {
  const t = useTranslations('password');
  const auth = useTranslations('auth');
  const weakText = useWeakPasswordText();
  const [values, setValues] = useState({ name: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<{ name?: string; password?: string; confirm?: string }>({});
  const [status, setStatus] = useState<'idle' | 'pending' | 'done' | 'invalid'>('idle');
  const [failure, setFailure] = useState<string>();
  const nameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const owner = { email, name: values.name };
  const strength = usePasswordStrength(values.password, owner);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'pending') return;
    setFailure(undefined);
    const name = values.name.trim();
    const nameError = !name
      ? texts.nameRequired
      : name.length > MAX_NAME_LENGTH
        ? texts.nameTooLong
        : undefined;
    const found = newPasswordErrors(values);
    setErrors({
      name: nameError,
      password: found.password && auth(`errors.${found.password}`),
      confirm: found.confirm && t('mismatch'),
    });
    if (nameError) return nameInput.current?.focus();
    if (found.password) return passwordInput.current?.focus();
    if (found.confirm) return confirmInput.current?.focus();
    setStatus('pending');
    try {
      if ((await checkPasswordStrength(values.password, owner))?.acceptable === false) {
        setErrors({ password: auth('errors.passwordWeak') });
        setStatus('idle');
        return passwordInput.current?.focus();
      }
      const result = await acceptInvitation({ token, name, password: values.password });
      if (result.ok) return setStatus('done');
      if (result.error === 'invalidLink') return setStatus('invalid');
      setStatus('idle');
      switch (result.error) {
        case 'nameRequired':
        case 'nameTooLong':
          setErrors({ name: texts[result.error] });
          return nameInput.current?.focus();
        case 'passwordWeak':
          setErrors({ password: weakText(result) });
          return passwordInput.current?.focus();
        case 'passwordRequired':
        case 'passwordTooShort':
        case 'passwordTooLong':
          setErrors({ password: auth(`errors.${result.error}`) });
          return passwordInput.current?.focus();
        case 'rateLimited':
          return setFailure(texts.rateLimited);
        default:
          return setFailure(texts.failed);
      }
    } catch {
      setFailure(texts.failed);
      setStatus('idle');
    }
  }

  if (status === 'invalid') return <InvalidInvitation texts={texts} />;
  if (status === 'done') {
    return (
      <div role="status">
        <h2 className="text-xl">{texts.doneTitle}</h2>
        <p className="mt-2 rounded-card bg-open-bg p-4 text-open">{texts.done}</p>
        <Link href="/auth" className={buttonClass('primary', 'mt-5 w-full')}>
          {texts.toSignIn}
        </Link>
      </div>
    );
  }
  return (
    <PasswordForm
      onSubmit={onSubmit}
      failure={failure}
      pending={status === 'pending'}
      submitLabel={texts.submit}
    >
      <InputField
        label={texts.email}
        name="email"
        type="email"
        dir="ltr"
        value={email}
        readOnly
        autoComplete="username"
        controlClassName="rtl:text-right bg-cream"
      />
      <InputField
        ref={nameInput}
        label={texts.name}
        name="name"
        autoComplete="name"
        maxLength={MAX_NAME_LENGTH + 20}
        required
        value={values.name}
        onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
        error={errors.name}
      />
      <NewPasswordFields
        values={values}
        onChange={(field, value) => {
          setValues((v) => ({ ...v, [field]: value }));
          // "Too weak" gives way to the meter, which follows the new value.
          if (field === 'password' && errors.password)
            setErrors((e) => ({ ...e, password: undefined }));
        }}
        errors={{ password: errors.password, confirm: errors.confirm }}
        strength={strength}
        passwordRef={passwordInput}
        confirmRef={confirmInput}
      />
    </PasswordForm>
  );
}
