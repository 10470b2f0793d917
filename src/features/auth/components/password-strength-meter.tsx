'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import {
  PASSWORD_LEVELS,
  type PasswordLevel,
  type PasswordStrength,
} from '@/lib/auth/password-strength-rules';

const BAR: Record<PasswordLevel, string> = {
  weak: 'bg-closed',
  fair: 'bg-soon',
  strong: 'bg-open',
};
const TEXT: Record<PasswordLevel, string> = {
  weak: 'text-closed',
  fair: 'text-soon',
  strong: 'text-open',
};

/**
 * A new password's strength under its field: a three-step meter (role="meter", its level in
 * aria-valuetext; named "רמת החוזק", without the word "סיסמה", so the field's label stays the one
 * that names a password), the level in words — "חוזק הסיסמה: חלשה" — so colour is never the only sign,
 * and, while it is too weak, the reasons (`reasonsId`, which the input's description includes)
 * and tips. The level and reasons are announced politely as they change (the estimate settles a
 * moment after typing stops, so a screen reader is not talked over at every keystroke). Nothing
 * shows until there is an estimate; the live region is there from the start, or the first
 * announcement would be missed.
 */
export function PasswordStrengthMeter({
  strength,
  reasonsId,
}: {
  strength: PasswordStrength | undefined;
  reasonsId: string;
}) {
  const t = useTranslations('password.strength');
  const step = strength ? PASSWORD_LEVELS.indexOf(strength.level) + 1 : 0;
  const level = strength && t(strength.level);
  return (
    <div>
      <div aria-live="polite" aria-atomic="true">
        {strength && (
          <div className="mt-2">
            <div className="flex items-center gap-3">
              <div
                role="meter"
                aria-label={t('label')}
                aria-valuemin={1}
                aria-valuemax={PASSWORD_LEVELS.length}
                aria-valuenow={step}
                aria-valuetext={level}
                className="grid flex-1 grid-cols-3 gap-1"
              >
                {PASSWORD_LEVELS.map((name, index) => (
                  <span
                    key={name}
                    className={clsx(
                      'h-1.5 rounded-full',
                      index < step
                        ? [BAR[strength.level], 'forced-colors:bg-[CanvasText]']
                        : 'bg-line forced-colors:border forced-colors:border-[CanvasText]',
                    )}
                  />
                ))}
              </div>
              <p className={clsx('shrink-0 text-sm font-semibold', TEXT[strength.level])}>
                {t('value', { level: level! })}
              </p>
            </div>
            {strength.reasons.length > 0 && (
              <ul id={reasonsId} className="mt-1.5 grid gap-0.5 text-sm font-semibold text-closed">
                {strength.reasons.map((reason) => (
                  <li key={reason}>{t(`reasons.${reason}`)}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {strength && strength.tips.length > 0 && (
        <div className="mt-1.5 text-sm text-ink-soft">
          <p>{t('tipsTitle')}</p>
          <ul className="list-disc ps-5">
            {strength.tips.map((tip) => (
              <li key={tip}>{t(`tips.${tip}`)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
