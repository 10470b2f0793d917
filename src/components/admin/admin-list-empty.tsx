import { SearchX, type IconComponent } from '@/components/icons';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { getTranslations } from 'next-intl/server';
import type { AdminListNamespace } from './admin-list-texts';

/**
 * A server-paged admin list with no rows. Under a filter it is "no results" with a link that
 * clears the filters (the operator is never stuck in an empty view); without one, "nothing yet".
 */
export async function AdminListEmpty({
  texts,
  icon,
  clear,
}: {
  texts: AdminListNamespace;
  /** The list's own icon, shown when there is nothing yet. */
  icon: IconComponent;
  /** Where the unfiltered list is and the link's label; none when no filter is on. */
  clear?: { href: string; label: string };
}) {
  const t = await getTranslations(texts);
  if (!clear)
    return <EmptyState tone="card" icon={icon} title={t('empty')} text={t('emptyText')} />;
  return (
    <EmptyState
      tone="card"
      icon={SearchX}
      title={t('noResults')}
      text={t('noResultsText')}
      action={
        <Link href={clear.href} className={buttonClass('secondary')}>
          {clear.label}
        </Link>
      }
    />
  );
}
