import { Star } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { cn } from '@/components/ui/cn';

/** The orange "Blog of the Week" pill with a star, on the featured card and the post's page. */
export async function BlogOfWeekBadge({ className }: { className?: string }) {
  const t = await getTranslations('blog');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-brand px-3.5 py-1.5 text-sm font-bold text-white shadow-lg',
        className,
      )}
    >
      <Star aria-hidden="true" className="size-4 fill-current" />
      {t('blogOfWeek')}
    </span>
  );
}
