import { History } from '@/components/icons';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

/** The kinds of item whose saves are kept as versions (src/features/revisions). */
type HistoryKind = 'post' | 'machine' | 'product' | 'rental';

/**
 * "היסטוריה": the link from an item's card, row or edit page to its saved versions
 * (/admin/history/<kind>/<id>: compare, restore), named after the item for screen readers. As a
 * row's round icon button (`icon`), or as a text link with its icon.
 */
export function HistoryLink({
  kind,
  id,
  name,
  icon = false,
  className,
}: {
  kind: HistoryKind;
  id: string;
  name: string;
  icon?: boolean;
  className?: string;
}) {
  const t = useTranslations('backOffice.history');
  const label = t('openLabel', { title: name });
  return (
    <Link
      href={`/admin/history/${kind}/${id}`}
      aria-label={icon ? label : undefined}
      title={label}
      data-action="history"
      className={cn(
        icon
          ? 'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink transition-colors hover:bg-cream'
          : 'inline-flex min-h-11 items-center gap-1.5 rounded-full font-semibold text-brand underline-offset-4 hover:underline',
        className,
      )}
    >
      <History aria-hidden="true" className="size-5" />
      {!icon && t('open')}
    </Link>
  );
}
