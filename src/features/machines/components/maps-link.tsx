import { MapPinned } from '@/components/icons';
import { getTranslations } from 'next-intl/server';

/**
 * "Open in Maps" (a machine card, a location page): the address as a maps search, opened in a new
 * window; screen readers hear that it opens one.
 */
export async function MapsLink({ href, className }: { href: string; className: string }) {
  const t = await getTranslations('machines');
  const a11y = await getTranslations('a11y');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      <MapPinned aria-hidden="true" className="size-5" />
      {t('openInMaps')}
      <span className="sr-only"> {a11y('opensNewWindow')}</span>
    </a>
  );
}
