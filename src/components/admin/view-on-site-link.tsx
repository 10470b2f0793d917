import { ExternalLink } from '@/components/icons';
import { cn } from '@/components/ui/cn';

/**
 * "צפייה באתר": a card's link to the item's public page, in a new tab, as a round icon button
 * beside the card's other actions. `label` is its whole accessible name — the item's name and
 * "(נפתח בחלון חדש)" — shown as its tooltip too. Only for items visitors can see.
 */
export function ViewOnSiteLink({
  href,
  label,
  className,
}: {
  href: string;
  label: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={label}
      title={label}
      data-action="view-on-site"
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand transition-colors hover:bg-cream',
        className,
      )}
    >
      <ExternalLink aria-hidden="true" className="size-5 rtl:-scale-x-100" />
    </a>
  );
}
