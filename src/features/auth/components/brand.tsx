import type { ReactNode } from 'react';
import { BrandMark } from '@/components/ui/brand-mark';

/**
 * A link from the back office to the public site's home page. A plain <a>: the public site is
 * another root layout (with its own i18n provider, which the locale-aware Link needs), so this is
 * a full page load anyway.
 */
export function PublicSiteLink({
  className,
  label,
  children,
}: {
  className: string;
  /** The accessible name, when `children` alone do not say where the link leads. */
  label?: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line @next/next/no-html-link-for-pages -- another root layout
    <a href="/" aria-label={label} className={className}>
      {children}
    </a>
  );
}

/** The brand mark of the back office, linking to the public site. */
export function BackOfficeBrand({ name, homeLabel }: { name: string; homeLabel: string }) {
  return (
    <PublicSiteLink
      label={`${name} – ${homeLabel}`}
      className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg"
    >
      <BrandMark />
      <span className="text-xl font-extrabold tracking-tight">{name}</span>
    </PublicSiteLink>
  );
}
