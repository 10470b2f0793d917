import { getLocale, getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/config/site';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';
import { NavbarMenu } from './navbar-menu';

/** Sticky navigation bar: logo, the spec's items, the second phone and Call Now. */
export async function Navbar() {
  const locale = await getLocale();
  const t = await getTranslations('nav');
  const a11y = await getTranslations('a11y');
  const site = getSiteConfig();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-20">
        <Logo name={site.name[locale]} homeLabel={t('home')} />
        <NavbarMenu
          items={NAV_ITEMS.map((item) => ({ ...item, label: t(item.key) }))}
          phone={site.phone}
          secondPhone={site.secondPhone}
          labels={{
            nav: a11y('mainNav'),
            open: a11y('openMenu'),
            close: a11y('closeMenu'),
            callNow: t('callNow'),
            secondPhone: t('secondPhone'),
          }}
        />
      </div>
    </header>
  );
}
