import { getTranslations } from 'next-intl/server';
import { ChevronRight } from '@/components/icons';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** One step of a breadcrumb trail: its text and locale-less path ("/products"). */
export type Crumb = { name: string; path: string };

/**
 * The trail above a detail page (home › section › the page). The last crumb is the page itself,
 * shown as text. Links go to the page's own language (Link adds /en), the same addresses the
 * page's BreadcrumbList names, as both are drawn from one list of crumbs.
 */
export async function Breadcrumb({ crumbs, locale }: { crumbs: Crumb[]; locale: Locale }) {
  const common = await getTranslations({ locale, namespace: 'common' });
  const links = crumbs.slice(0, -1);
  const current = crumbs.at(-1);

  return (
    <div className="bg-cream">
      <nav aria-label={common('breadcrumb')} className="container-page py-2">
        <ol className="flex flex-wrap items-center gap-x-1 text-sm text-ink-soft">
          {links.map((crumb) => (
            <li key={crumb.path} className="flex items-center gap-1">
              {/* No `locale` prop: given one, next-intl spells the default language's prefix
                  out ("/he/products"), an address that only redirects. */}
              <Link
                href={crumb.path}
                className="inline-flex min-h-11 items-center px-1 font-semibold text-ink underline-offset-4 hover:text-brand hover:underline"
              >
                {crumb.name}
              </Link>
              {/* The arrow points the reading way: mirrored in Hebrew. */}
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 rtl:rotate-180" />
            </li>
          ))}
          {current && (
            <li>
              <span aria-current="page" className="inline-flex min-h-11 items-center px-1">
                {current.name}
              </span>
            </li>
          )}
        </ol>
      </nav>
    </div>
  );
}
