import { createTranslator } from 'use-intl/core';
import en from '@messages/en.json';
import he from '@messages/he.json';
import type { PasswordReason, PasswordStrength, PasswordTip } from './password-strength-rules';

/**
 * A refused password's reasons and tips worded from the messages files, for answers that carry
 * text rather than keys: the server's refusal (Hebrew, like the back office) and the
 * `admin:create` command's error (English, like its other messages). The forms word the keys
 * themselves. Server and scripts only: it loads the messages files.
 */
export function passwordStrengthText(
  strength: Pick<PasswordStrength, 'reasons' | 'tips'>,
  locale: 'he' | 'en' = 'he',
): {
  refusal: string;
  reasons: { key: PasswordReason; text: string }[];
  tips: { key: PasswordTip; text: string }[];
} {
  const messages = locale === 'he' ? he : en;
  const t = createTranslator({ locale, messages, namespace: 'password.strength' });
  const errors = createTranslator({ locale, messages, namespace: 'auth.errors' });
  return {
    refusal: errors('passwordWeak'),
    reasons: strength.reasons.map((key) => ({ key, text: t(`reasons.${key}`) })),
    tips: strength.tips.map((key) => ({ key, text: t(`tips.${key}`) })),
  };
}
