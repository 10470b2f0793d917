'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

export type AdminNavItem = { href: string; label: string };

/**
 * The back office's section links; the current one is marked for eyes and screen readers (none
 * with `markCurrent` false: a page that is none of the sections, such as not-found).
 */
export function AdminNav({
  items,
  label,
  markCurrent = true,
}: {
  items: AdminNavItem[];
  label: string;
  markCurrent?: boolean;
}) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="border-t border-white/15">
      <ul className="container-page flex flex-wrap gap-1 py-2">
        {items.map((item) => {
          const current =
            markCurrent &&
            (item.href === '/admin' ? pathname === '/admin' : pathname.startsWith(item.href));
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold transition-colors ${
                  current ? 'bg-white text-ink' : 'text-white hover:bg-white/15'
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
