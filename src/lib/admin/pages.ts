/**
 * The back office's sections, in navigation order: each one's path and the key of its name
 * (`backOffice.nav.<key>`) and page title (`backOffice.pages.<key>`).
 */
export const ADMIN_PAGES = {
  dashboard: '/admin',
  inquiries: '/admin/inquiries',
  analytics: '/admin/analytics',
  machines: '/admin/machines',
  blogs: '/admin/blogs',
  seo: '/admin/seo',
  products: '/admin/products',
  audit: '/admin/audit',
  trash: '/admin/trash',
  content: '/admin/content',
  settings: '/admin/settings',
  users: '/admin/users',
} as const;

export type AdminPageKey = keyof typeof ADMIN_PAGES;

/** The sections in navigation order. */
export const ADMIN_PAGE_KEYS: readonly AdminPageKey[] = [
  'dashboard',
  'inquiries',
  'analytics',
  'machines',
  'blogs',
  'seo',
  'products',
  'audit',
  'trash',
  'content',
  'settings',
  'users',
];
