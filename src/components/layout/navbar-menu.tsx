'use client';

import { Menu, Phone, X } from '@/components/icons';
import { useEffect, useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Ltr } from '@/components/ui/ltr';
import { telHref } from '@/config/contact-links';
import { Link, usePathname } from '@/i18n/navigation';
import { AdminLink } from './admin-link';
import { isActivePath, NAV_ITEMS } from './nav-items';

type Item = (typeof NAV_ITEMS)[number] & { label: string };
type Labels = {
  nav: string;
  open: string;
  close: string;
  callNow: string;
  secondPhone: string;
  /** "Admin": shown only in a browser where an admin signed in (admin-link.tsx). */
  admin: string;
};

/**
 * The interactive part of the bar: highlights the current section, and on a bar narrower than
 * 80rem collapses the items into a menu that closes when an item is chosen (or on Escape). The
 * steps are the header's container queries in rem (navbar.tsx), so they move with the text size:
 * at the default size they fall where the lg and xl breakpoints did (64rem and 80rem of screen),
 * and the items in a row need about 79rem (English; Hebrew about 76rem), so they never overflow.
 */
export function NavbarMenu({
  itemLabels,
  phone,
  secondPhone,
  labels,
}: {
  /** Each of NAV_ITEMS' labels, in its order (the items themselves are not sent from the server). */
  itemLabels: string[];
  phone: string;
  secondPhone: string;
  labels: Labels;
}) {
  const items: Item[] = NAV_ITEMS.map((item, i) => ({ ...item, label: itemLabels[i] ?? '' }));
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const menuId = useId();

  // A route change (back button, link elsewhere) also closes the menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const link = (item: Item, mobile: boolean) => {
    const active = isActivePath(pathname, item);
    return (
      <li key={item.key}>
        <Link
          href={item.href}
          aria-current={active ? 'page' : undefined}
          onClick={() => setOpen(false)}
          className={
            mobile
              ? `flex min-h-12 items-center rounded-xl px-4 text-lg font-semibold ${active ? 'bg-cream text-brand' : 'text-ink hover:bg-cream'}`
              : `relative flex min-h-11 items-center rounded-full px-2.5 text-[0.9375rem] font-semibold whitespace-nowrap transition-colors ${active ? 'text-brand' : 'text-ink hover:text-brand'}`
          }
        >
          {item.label}
          {/* Always there, shown when active: a not-found page's server HTML is rendered for
              another path (src/lib/not-found-pages.ts), and an element that differs between
              server and browser would fail hydration; a class that differs does not. */}
          {!mobile && (
            <span
              aria-hidden="true"
              className={`absolute inset-x-2.5 bottom-1 h-0.5 rounded-full bg-brand ${active ? '' : 'hidden'}`}
            />
          )}
        </Link>
      </li>
    );
  };

  return (
    <>
      <nav aria-label={labels.nav} className="hidden @7xl:block">
        <ul className="flex items-center gap-0.5">{items.map((item) => link(item, false))}</ul>
      </nav>
      <div className="flex items-center gap-3">
        <AdminLink label={labels.admin} />
        <a
          href={telHref(secondPhone)}
          className="hidden text-sm font-semibold text-ink-soft hover:text-brand @5xl:block"
        >
          <span className="sr-only">{labels.secondPhone}: </span>
          <Ltr>{secondPhone}</Ltr>
        </a>
        <a href={telHref(phone)} className={buttonClass('primary', '@max-5xl:hidden')}>
          <Phone aria-hidden="true" className="size-4" />
          {labels.callNow}
          <span className="sr-only">
            {' '}
            <Ltr>{phone}</Ltr>
          </span>
        </a>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-cream @7xl:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? labels.close : labels.open}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>
      <div
        id={menuId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-white shadow-lg @7xl:hidden"
      >
        {/* Drawn while open only: closed, it is `hidden` (out of sight and of the accessibility
            tree), and the page's HTML would carry the items a second time for nothing. */}
        {open && (
          <div className="container-page max-h-[calc(100dvh-4rem)] overflow-y-auto py-3">
            <nav aria-label={labels.nav}>
              <ul className="grid gap-1">{items.map((item) => link(item, true))}</ul>
            </nav>
            <div className="mt-3 grid gap-2 border-t border-line pt-3 @min-[40rem]:grid-cols-2">
              <a href={telHref(phone)} className={buttonClass('primary', 'flex-wrap text-center')}>
                <Phone aria-hidden="true" className="size-4" />
                {labels.callNow} <Ltr>{phone}</Ltr>
              </a>
              <a
                href={telHref(secondPhone)}
                className={buttonClass('secondary', 'flex-wrap text-center')}
              >
                {labels.secondPhone}: <Ltr>{secondPhone}</Ltr>
              </a>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
