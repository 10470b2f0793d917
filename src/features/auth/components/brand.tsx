import { BrandMark } from '@/components/ui/brand-mark';

/**
 * The brand mark of the back office, linking to the public site. (The public site's Logo uses the
 * locale-aware Link, which needs the public layout's i18n provider; the back office has none.)
 */
export function BackOfficeBrand({ name, homeLabel }: { name: string; homeLabel: string }) {
  return (
    // A plain link: the public site is another root layout, so this is a full page load anyway.
    // eslint-disable-next-line @next/next/no-html-link-for-pages
    <a
      href="/"
      className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg"
      aria-label={`${name} – ${homeLabel}`}
    >
      <BrandMark />
      <span className="text-xl font-extrabold tracking-tight">{name}</span>
    </a>
  );
}
