import { getTranslations } from 'next-intl/server';
import { cn } from '@/components/ui/cn';

/** A post's category as a pill, labelled for screen readers (nothing without a category). */
export async function CategoryBadge({
  category,
  className,
}: {
  category: string;
  className?: string;
}) {
  if (!category) return null;
  const t = await getTranslations('blog');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-brand-warm-light px-3 py-1 text-sm font-bold text-ink',
        className,
      )}
    >
      <span className="sr-only">{t('category')}: </span>
      <span>{category}</span>
    </span>
  );
}
