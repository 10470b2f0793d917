/**
 * The site's fixed pages, in sitemap order: each one's locale-less path and its social-sharing
 * picture (the business pages' hero picture too). Their titles and descriptions are
 * `pages.<key>.title` / `.description` in the messages.
 */
export const STATIC_PAGES = {
  /** The home title names the brand itself: no "| brand" suffix. */
  home: { path: '/', absoluteTitle: true },
  products: { path: '/products' },
  machineRental: { path: '/machine-rental', image: '/images/machines/lobby-1.webp' },
  locations: { path: '/locations' },
  franchising: { path: '/franchising', image: '/images/machines/lobby-2.webp' },
  businessPartners: { path: '/business-partners', image: '/images/machines/lobby-5.webp' },
  about: { path: '/about' },
  blog: { path: '/our-blogs' },
  contact: { path: '/contact' },
  accessibility: { path: '/accessibility' },
  privacy: { path: '/privacy' },
} as const satisfies Record<string, { path: string; image?: string; absoluteTitle?: boolean }>;

export type StaticPage = keyof typeof STATIC_PAGES;
