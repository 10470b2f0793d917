/**
 * The back office's sections, in navigation order: each one's path and the key of its name
 * (`backOffice.nav.<key>`) and page title (`backOffice.pages.<key>`).
 */
export const ADMIN_PAGES = {
  dashboard: '/admin',
  machines: '/admin/machines',
  blogs: '/admin/blogs',
  seo: '/admin/seo',
  products: '/admin/products',
} as const;

export type AdminPageKey = keyof typeof ADMIN_PAGES;

/** The sections in navigation order. */
export const ADMIN_PAGE_KEYS: readonly AdminPageKey[] = [
  'dashboard',
  'machines',
  'blogs',
  'seo',
  'products',
];
