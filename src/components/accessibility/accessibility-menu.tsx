'use client';

import { Accessibility } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import {
  A11Y_STORAGE_KEY,
  applyPreferences,
  DEFAULT_PREFERENCES,
  parsePreferences,
  type A11yPreferences,
} from './preferences';
import { ReadingGuide } from './reading-guide';

const loadPanel = () => import('./accessibility-panel');
const AccessibilityPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.AccessibilityPanel })),
);

/**
 * The accessibility menu (IS 5568 / reg. 35): a floating button opening a labelled modal panel
 * (accessibility-panel.tsx) with seven toggles, a text size and Reset. Choices are applied at
 * once and kept in local storage. The panel's code loads when the button is pointed at, focused
 * or pressed, not with every page.
 */
export function AccessibilityMenu() {
  const t = useTranslations('a11yMenu');
  // The boot script has already applied the stored choices on server-rendered pages. Pages that
  // Next renders only in the browser (its not-found recovery) never run it, so apply them again.
  const [prefs, setPrefs] = useState<A11yPreferences>(DEFAULT_PREFERENCES);
  useEffect(() => {
    const stored = parsePreferences(localStorage.getItem(A11Y_STORAGE_KEY));
    applyPreferences(stored, document.documentElement);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- local storage exists only in the browser
    setPrefs(stored);
  }, []);

  const update = (next: A11yPreferences) => {
    setPrefs(next);
    applyPreferences(next, document.documentElement);
    try {
      localStorage.setItem(A11Y_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage unavailable: the choice holds for this page view.
    }
  };

  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadPanel().catch(() => {});

  return (
    <>
      {prefs.readingGuide && <ReadingGuide />}
      <button
        ref={button}
        type="button"
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex sm:fixed sm:end-4 sm:bottom-20 sm:z-30 size-12 items-center justify-center rounded-full border-2 border-white bg-[#1d4ed8] text-white shadow-lg hover:bg-[#1e40af]"
      >
        <Accessibility aria-hidden="true" className="size-7" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <AccessibilityPanel
            open={open}
            onOpenChange={setOpen}
            prefs={prefs}
            update={update}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
