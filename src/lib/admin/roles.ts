import type { Role } from '@/db/schema';
import { ADMIN_PAGES, type AdminPageKey } from './pages';

/**
 * Who may do what in the back office. A role is stored per user (profiles.role); every admin
 * action (adminAction's `roles`), admin read (requireRole) and back-office page (PAGE_ROLES)
 * names the roles it serves, and the server refuses everyone else with 403. The navigation shows
 * each role only its pages, but that is display: the checks above are the rule.
 */

/** The roles that open the back office; 'user' (a signed-up visitor) has none of it. */
export const STAFF_ROLES = ['admin', 'editor', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (role: Role | null | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');

/** The groups the checks name, so a feature's rule reads as what it is. */
export const ROLES_FOR = {
  /** Users, company settings, backups, the audit log, the bin, privacy retention. */
  administration: ['admin'],
  /** Catalogue (machines, products, rentals), blog, SEO and page texts. */
  content: ['admin', 'editor'],
  /** The leads inbox: status, notes, resending, CSV. */
  leads: ['admin', 'sales'],
  /** The visits and conversions screen (/admin/analytics) and its CSV. */
  analytics: ['admin', 'sales'],
  /** The dashboard home (each role sees its own parts of it). */
  backOffice: STAFF_ROLES,
} as const satisfies Record<string, readonly StaffRole[]>;

/** Which roles open each back-office page (and see it in the navigation). */
export const PAGE_ROLES: Record<AdminPageKey, readonly StaffRole[]> = {
  dashboard: ROLES_FOR.backOffice,
  inquiries: ROLES_FOR.leads,
  analytics: ROLES_FOR.analytics,
  machines: ROLES_FOR.content,
  blogs: ROLES_FOR.content,
  seo: ROLES_FOR.content,
  products: ROLES_FOR.content,
  audit: ROLES_FOR.administration,
  trash: ROLES_FOR.administration,
  content: ROLES_FOR.content,
  settings: ROLES_FOR.administration,
  users: ROLES_FOR.administration,
};

export const hasRole = (role: Role | null | undefined, roles: readonly StaffRole[]): boolean =>
  (roles as readonly string[]).includes(role ?? '');

export const mayOpenPage = (role: Role | null | undefined, page: AdminPageKey): boolean =>
  hasRole(role, PAGE_ROLES[page]);

/**
 * The section an address belongs to (the longest page path it starts with): `/admin/products/3`
 * → products. Addresses outside the sections (a revision's history, the UI kit) fall to the
 * dashboard here; their pages check their own roles (AdminGate).
 */
export function pageForPath(pathname: string): AdminPageKey | undefined {
  let found: AdminPageKey | undefined;
  for (const [key, path] of Object.entries(ADMIN_PAGES) as [AdminPageKey, string][]) {
    const under = pathname === path || pathname.startsWith(`${path}/`);
    if (under && (!found || path.length > ADMIN_PAGES[found].length)) found = key;
  }
  return found;
}
