'use client';

import { useLocale } from 'next-intl';
import { usePathname } from '@/i18n/navigation';
import { localizedPath, otherLocale } from '@/i18n/routing';

export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The language button (in FloatingControls): EN on Hebrew pages, a Hebrew label on English ones. It is a real link to
 * the twin page (works without JavaScript) and remembers the choice in local storage.
 */
export function LanguageToggle({ label, ariaLabel }: { label: string; ariaLabel: string }) {
  const pathname = usePathname();
  const target = otherLocale(useLocale());
  // A blog post exists in one language only: its twin is the other language's blog list.
  const twin = pathname.startsWith('/blog/') ? '/our-blogs' : pathname;
  return (
    <a
      href={localizedPath(target, twin)}
      hrefLang={target}
      lang={target}
      aria-label={ariaLabel}
      onClick={() => {
        try {
          localStorage.setItem(LANGUAGE_STORAGE_KEY, target);
        } catch {
          // Storage can be unavailable (private mode); the link still works.
        }
      }}
      className="inline-flex max-sm:me-auto sm:fixed sm:start-4 sm:bottom-4 sm:z-30 size-12 items-center justify-center rounded-full border-2 border-white bg-ink text-base font-bold text-white shadow-lg hover:bg-brand"
    >
      {label}
    </a>
  );
}
