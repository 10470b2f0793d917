import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BLOG_LANGUAGES, type BlogLanguage } from '@/db/schema';
import { cn } from '@/components/ui/cn';
import { adminBlogListPath } from '../../admin-paths';

/** The list's language from its `?lang=` parameter: `en`, or Hebrew for anything else. */
export const listLanguage = (value: string | string[] | undefined): BlogLanguage =>
  value === 'en' ? 'en' : 'he';

/**
 * The list's language filter (spec §2: "filtered by language, with counts per language"): two
 * links in a segmented control, "עברית (6)" / "English (6)", the current one marked for eyes and
 * screen readers. Links, not tabs: each language's list has its own address (back button,
 * bookmarks, the form's way back).
 */
export async function LanguageFilter({
  current,
  counts,
}: {
  current: BlogLanguage;
  counts: Record<BlogLanguage, number>;
}) {
  const t = await getTranslations('backOffice.blogAdmin');
  return (
    <nav aria-label={t('list.filterLabel')}>
      <ul className="inline-flex gap-1 rounded-full bg-white p-1 shadow-card ring-1 ring-line">
        {BLOG_LANGUAGES.map((language) => {
          const selected = language === current;
          return (
            <li key={language}>
              <Link
                href={adminBlogListPath(language)}
                aria-current={selected ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full px-5 font-semibold transition-colors',
                  selected ? 'bg-ink text-white' : 'text-ink-soft hover:bg-cream hover:text-ink',
                )}
              >
                <span lang={language}>
                  {t('list.filterOption', {
                    language: t(`languages.${language}`),
                    count: counts[language],
                  })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
