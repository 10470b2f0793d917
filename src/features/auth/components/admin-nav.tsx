'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

export type AdminNavItem = { href: string; label: string };

/** The back office's section links; the current one is marked for eyes and screen readers. */
export function AdminNav({ items, label }: { items: AdminNavItem[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="border-t border-white/15">
      <ul className="container-page flex flex-wrap gap-1 py-2">
        {items.map((item) => {
          const current =
            item.href === '/admin' ? pathname === '/admin' : pathname.startsWith(item.href);
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
