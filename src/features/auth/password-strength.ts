'use client';

import { useEffect, useState } from 'react';
import type { PasswordOwner, PasswordStrength } from '@/lib/auth/password-strength-rules';

/**
 * The password forms' strength estimate (src/lib/auth/password-strength.ts, the same the server
 * checks with). The estimator and its dictionaries (~400 kB) load with a dynamic import() on the
 * first character typed into a new-password field, so no page carries them in its first load and
 * the public site never does.
 */
type Estimator = typeof import('@/lib/auth/password-strength');

let loading: Promise<Estimator> | undefined;

/** The estimator module, fetched once (again after a failed try). */
function loadEstimator(): Promise<Estimator> {
  loading ??= import('@/lib/auth/password-strength').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Wait after the last keystroke: a check takes up to ~200 ms on a slow phone's CPU. */
const SETTLE_MS = 250;

/**
 * The strength of `password` as the person types: undefined while the field is empty and until the
 * estimator has loaded; then the estimate of the value typed SETTLE_MS ago or earlier.
 */
export function usePasswordStrength(
  password: string,
  owner?: PasswordOwner,
): PasswordStrength | undefined {
  const [estimate, setEstimate] = useState<PasswordStrength>();
  const email = owner?.email ?? undefined;
  const name = owner?.name ?? undefined;
  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      loadEstimator().then(
        ({ passwordStrength }) => {
          if (current) setEstimate(passwordStrength(password, { email, name }));
        },
        // Not loaded (offline, a new deployment): the server still checks on submit.
        () => {},
      );
    }, SETTLE_MS);
    void loadEstimator().catch(() => {});
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, email, name]);
  return password ? estimate : undefined;
}

/**
 * The strength of the password being submitted (the estimate on screen may be a keystroke
 * behind): undefined when the estimator cannot load — then the server's check decides alone.
 */
export async function checkPasswordStrength(
  password: string,
  owner?: PasswordOwner,
): Promise<PasswordStrength | undefined> {
  try {
    return (await loadEstimator()).passwordStrength(password, owner);
  } catch {
    return undefined;
  }
}
