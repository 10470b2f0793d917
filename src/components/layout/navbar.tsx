import { getLocale, getTranslations } from 'next-intl/server';
import { getCompany } from '@/lib/settings/company';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';
import { NavbarMenu } from './navbar-menu';

/**
 * Sticky navigation bar: logo, the spec's items, the second phone and Call Now. The bar is a
 * size container and its layout steps (navbar-menu.tsx) are container queries in rem: container
 * queries resolve rem against the root's font size as it is, which the accessibility menu's text
 * size and large text change (media queries resolve it against the browser's default), so as
 * text grows the items fold into the menu at a wider screen instead of pushing Call Now off it.
 */
export async function Navbar() {
  const locale = await getLocale();
  const t = await getTranslations('nav');
  const a11y = await getTranslations('a11y');
  const site = await getCompany();
  return (
    <header className="@container sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4 @5xl:h-20">
        {/* A bar under 15rem (a phone with the largest text) has room for the mark and the menu
            button only: the name would push the button off the screen. */}
        <Logo name={site.name[locale]} homeLabel={t('home')} nameClassName="@max-[15rem]:hidden" />
        <NavbarMenu
          itemLabels={NAV_ITEMS.map((item) => t(item.key))}
          phone={site.phone}
          secondPhone={site.secondPhone}
          labels={{
            nav: a11y('mainNav'),
            open: a11y('openMenu'),
            close: a11y('closeMenu'),
            callNow: t('callNow'),
            secondPhone: t('secondPhone'),
            admin: t('admin'),
          }}
        />
      </div>
    </header>
  );
}
