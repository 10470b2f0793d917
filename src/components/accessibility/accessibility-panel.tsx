'use client';

import { Minus, Plus, RotateCcw } from '@/components/icons';
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Link } from '@/i18n/navigation';
import {
  A11Y_TOGGLES,
  clampTextSize,
  DEFAULT_PREFERENCES,
  TEXT_SIZE,
  type A11yPreferences,
} from './preferences';

/**
 * The accessibility menu's panel (Radix Dialog: focus trapped, Escape closes): seven independent
 * toggles, a text size of 80-150 % and Reset. Loaded the first time the menu opens
 * (accessibility-menu.tsx); focus goes back to the menu's button when it closes.
 */
export function AccessibilityPanel({
  open,
  onOpenChange,
  prefs,
  update,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefs: A11yPreferences;
  update: (next: A11yPreferences) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('a11yMenu');
  const switchStyle = (on: boolean) =>
    `flex min-h-12 w-full items-center justify-between gap-3 rounded-xl border-2 px-4 text-start font-semibold ${on ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink hover:border-ink'}`;
  const stepButton =
    'inline-flex size-11 items-center justify-center rounded-full border-2 border-ink bg-white text-ink disabled:opacity-40';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        placement="end"
        title={t('title')}
        description={t('description')}
        closeLabel={t('close')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <ul className="mt-6 grid gap-2">
          {A11Y_TOGGLES.map((toggle) => (
            <li key={toggle}>
              <button
                type="button"
                role="switch"
                aria-checked={prefs[toggle]}
                onClick={() => update({ ...prefs, [toggle]: !prefs[toggle] })}
                className={switchStyle(prefs[toggle])}
              >
                {t(toggle)}
                <span
                  aria-hidden="true"
                  className={`relative h-6 w-11 shrink-0 rounded-full ${prefs[toggle] ? 'bg-white/40' : 'bg-ink/20'}`}
                >
                  <span
                    className={`absolute top-0.5 size-5 rounded-full bg-white shadow ${prefs[toggle] ? 'end-0.5' : 'start-0.5'}`}
                  />
                </span>
              </button>
            </li>
          ))}
        </ul>

        <div
          role="group"
          aria-labelledby="a11y-text-size"
          className="mt-6 rounded-xl border-2 border-line p-4"
        >
          <p id="a11y-text-size" className="font-semibold">
            {t('textSize')}
          </p>
          <div className="mt-3 flex items-center justify-between gap-3">
            <button
              type="button"
              aria-label={t('decrease')}
              disabled={prefs.textSize <= TEXT_SIZE.min}
              onClick={() =>
                update({ ...prefs, textSize: clampTextSize(prefs.textSize - TEXT_SIZE.step) })
              }
              className={stepButton}
            >
              <Minus aria-hidden="true" className="size-5" />
            </button>
            <output aria-live="polite" className="text-2xl font-extrabold" dir="ltr">
              {prefs.textSize}%
            </output>
            <button
              type="button"
              aria-label={t('increase')}
              disabled={prefs.textSize >= TEXT_SIZE.max}
              onClick={() =>
                update({ ...prefs, textSize: clampTextSize(prefs.textSize + TEXT_SIZE.step) })
              }
              className={stepButton}
            >
              <Plus aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>

        <Button
          variant="secondary"
          onClick={() => update({ ...DEFAULT_PREFERENCES })}
          className="mt-6 min-h-12"
        >
          <RotateCcw aria-hidden="true" className="size-5" />
          {t('reset')}
        </Button>
        <Link
          href="/accessibility"
          className="mt-4 inline-flex min-h-11 items-center justify-center font-semibold text-brand underline"
        >
          {t('statement')}
        </Link>
      </DialogContent>
    </Dialog>
  );
}
