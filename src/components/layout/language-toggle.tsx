'use client';

import { useLocale } from 'next-intl';
import { usePathname } from '@/i18n/navigation';
import { localizedPath, otherLocale } from '@/i18n/routing';
import { decodePath } from '@/lib/page-head';

export const LANGUAGE_STORAGE_KEY = 'language';

const samePath = (a: string, b: string) => decodePath(a) === decodePath(b);

/**
 * The language button (in FloatingControls): EN on Hebrew pages, a Hebrew label on English ones. It is a real link to
 * the twin page (works without JavaScript) and remembers the choice in local storage. `twin` is
 * the twin's locale-less path when the page knows it (`page`: that page's locale-less path; a
 * product's, location's or post's address differs per language: LanguageLink); a fixed page's
 * twin has the same path in both languages.
 */
export function LanguageToggle({
  label,
  ariaLabel,
  twin,
}: {
  label: string;
  ariaLabel: string;
  twin?: { page: string; path: string };
}) {
  const pathname = usePathname();
  const target = otherLocale(useLocale());
  // After a client-side navigation away from a detail page, its slot keeps the page's twin until
  // the next full load: a twin of another page is ignored.
  const own = twin && samePath(twin.page, pathname) ? twin.path : pathname;
  return (
    <a
      href={localizedPath(target, own)}
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
