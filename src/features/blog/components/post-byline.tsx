import { CalendarDays, UserRound } from '@/components/icons';
import { getFormatter, getTranslations } from 'next-intl/server';
import { publishedAt } from '../localize';

/**
 * A post's published date with an icon and a label for screen readers, formatted in the page's
 * language: the long month unless told `medium` (English post pages, spec §9).
 */
export async function PostDate({
  date,
  style = 'long',
}: {
  /** The published date, YYYY-MM-DD. */
  date: string;
  style?: 'long' | 'medium';
}) {
  const [t, format] = await Promise.all([getTranslations('blog'), getFormatter()]);
  return (
    <span className="inline-flex items-center gap-1.5">
      <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-brand" />
      <span className="sr-only">{t('published')}: </span>
      <time dateTime={date}>{format.dateTime(publishedAt(date), { dateStyle: style })}</time>
    </span>
  );
}

/** A post's author with an icon and a label for screen readers (nothing without an author). */
export async function PostAuthor({ author }: { author: string }) {
  if (!author) return null;
  const t = await getTranslations('blog');
  return (
    <span className="inline-flex items-center gap-1.5">
      <UserRound aria-hidden="true" className="size-4 shrink-0 text-brand" />
      <span className="sr-only">{t('author')}: </span>
      <span>{author}</span>
    </span>
  );
}
