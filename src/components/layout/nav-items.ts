/** The navigation bar's items (spec §2), with the path prefixes each one highlights for. */
export const NAV_ITEMS = [
  { key: 'home', href: '/', match: [] },
  { key: 'products', href: '/products', match: ['/products'] },
  { key: 'machineRental', href: '/machine-rental', match: ['/machine-rental', '/rental'] },
  { key: 'about', href: '/about', match: ['/about'] },
  { key: 'locations', href: '/locations', match: ['/locations', '/location'] },
  { key: 'franchising', href: '/franchising', match: ['/franchising'] },
  { key: 'businessPartners', href: '/business-partners', match: ['/business-partners'] },
  { key: 'blog', href: '/our-blogs', match: ['/our-blogs', '/blog'] },
  { key: 'contact', href: '/contact', match: ['/contact'] },
] as const;

export type NavItemKey = (typeof NAV_ITEMS)[number]['key'];

/** Whether a locale-less pathname belongs to an item (home only on "/"). */
export function isActivePath(pathname: string, item: { href: string; match: readonly string[] }) {
  if (item.href === '/') return pathname === '/';
  return item.match.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
