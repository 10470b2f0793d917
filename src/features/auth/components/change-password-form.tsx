'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toaster';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { authClient } from '@/lib/auth/client';
import { newPasswordErrors } from '@/lib/auth/schema';
import { checkPasswordStrength, usePasswordStrength } from '../password-strength';
import { NewPasswordFields, PasswordField, usePasswordServerMessage } from './password-field';

const EMPTY = { current: '', password: '', confirm: '' };

/**
 * A signed-in person's change of password: the current one proves it is them, the new one is
 * typed twice, with its strength meter (too easy to guess, or with their name or address in it:
 * refused here and by the server); their other sessions are signed out (this one stays).
 */
export function ChangePasswordForm() {
  const t = useTranslations('password');
  const auth = useTranslations('auth');
  const hydrated = useHydrated();
  const serverMessage = usePasswordServerMessage();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<{ current?: string; password?: string; confirm?: string }>(
    {},
  );
  const [pending, setPending] = useState(false);
  const currentInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const { data: session } = authClient.useSession();
  const owner = { email: session?.user.email, name: session?.user.name };
  const strength = usePasswordStrength(values.password, owner);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found = newPasswordErrors(values);
    const next = {
      current: values.current ? undefined : auth('errors.passwordRequired'),
      password: found.password && auth(`errors.${found.password}`),
      confirm: found.confirm && t('mismatch'),
    };
    setErrors(next);
    const first = (['current', 'password', 'confirm'] as const).find((field) => next[field]);
    if (first) {
      const input = { current: currentInput, password: passwordInput, confirm: confirmInput }[
        first
      ];
      return input.current?.focus();
    }
    setPending(true);
    try {
      if ((await checkPasswordStrength(values.password, owner))?.acceptable === false) {
        setErrors({ password: auth('errors.passwordWeak') });
        return passwordInput.current?.focus();
      }
      const { error } = await authClient.changePassword({
        currentPassword: values.current,
        newPassword: values.password,
        revokeOtherSessions: true,
      });
      if (error?.code === 'INVALID_PASSWORD') {
        setErrors({ current: t('wrongCurrent') });
        return currentInput.current?.focus();
      }
      if (error?.message === 'passwordWeak') {
        setErrors({ password: auth('errors.passwordWeak') });
        passwordInput.current?.focus();
      }
      if (error) return void toast.error(serverMessage(error));
      toast.success(t('changed'));
      setValues(EMPTY);
    } catch {
      toast.error(t('unexpectedError'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="mt-6" aria-busy={pending}>
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-5">
        <PasswordField
          label={t('currentPassword')}
          name="currentPassword"
          autoComplete="current-password"
          value={values.current}
          onChange={(current) => setValues((v) => ({ ...v, current }))}
          error={errors.current}
          inputRef={currentInput}
        />
        <NewPasswordFields
          values={values}
          onChange={(field, value) => {
            setValues((v) => ({ ...v, [field]: value }));
            // "Too weak" gives way to the meter, which follows the new value.
            if (field === 'password' && errors.password === auth('errors.passwordWeak')) {
              setErrors((e) => ({ ...e, password: undefined }));
            }
          }}
          errors={errors}
          strength={strength}
          passwordRef={passwordInput}
          confirmRef={confirmInput}
        />
        <Button type="submit" disabled={pending} className="w-full">
          {pending ? t('working') : t('changePassword')}
        </Button>
      </fieldset>
    </form>
  );
}
