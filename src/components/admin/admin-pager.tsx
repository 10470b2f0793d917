import { ChevronLeft, ChevronRight } from '@/components/icons';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

/**
 * "Previous · page 2 of 7 · Next" under a server-paged admin list. Links, not buttons: every
 * page is a URL (bookmarks and the back button work). Nothing when there is one page.
 */
export function AdminPager({
  page,
  pageCount,
  hrefFor,
  labels,
}: {
  page: number;
  pageCount: number;
  /** The list's URL at another page (its path function). */
  hrefFor: (page: number) => string;
  labels: { nav: string; previous: string; next: string; current: string };
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={buttonClass('secondary', 'inline-flex')}>
          <ChevronRight aria-hidden="true" className="size-5 ltr:rotate-180" />
          {labels.previous}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-ink-soft" aria-current="page">
        {labels.current}
      </span>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} className={buttonClass('secondary', 'inline-flex')}>
          {labels.next}
          <ChevronLeft aria-hidden="true" className="size-5 ltr:rotate-180" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
