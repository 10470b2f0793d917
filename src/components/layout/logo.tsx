import { BrandMark } from '@/components/ui/brand-mark';
import { Link } from '@/i18n/navigation';

/** The brand mark: a pizza slice in a rounded tile, then the name. Links home. */
export function Logo({
  name,
  homeLabel,
  tone = 'dark',
  nameClassName = '',
}: {
  name: string;
  homeLabel: string;
  tone?: 'dark' | 'light';
  /** Extra classes for the name, e.g. hiding it where only the mark fits (the link is named). */
  nameClassName?: string;
}) {
  return (
    <Link
      href="/"
      className="flex shrink-0 items-center gap-2 rounded-lg"
      aria-label={`${name} – ${homeLabel}`}
    >
      <BrandMark />
      <span
        className={`text-xl font-extrabold tracking-tight ${tone === 'dark' ? 'text-ink' : 'text-white'} ${nameClassName}`}
      >
        {name}
      </span>
    </Link>
  );
}
