import { z } from 'zod';
import { dayParam, pageParam, parseListFilters } from '@/lib/list-filters';

/**
 * The audit log's view, as its URL holds it (bookmarkable; the back button works):
 *   /admin/audit?action=products.save&entity=product&actor=<user id | system>&from=…&to=…&page=2
 * `from`/`to` are calendar days on the site's clock (Israel), both included. `actor` is a user
 * id, or the e-mail recorded when there is none ("system" for the command line, a removed
 * account's address).
 */
export type AuditFilters = {
  action?: string;
  entity?: string;
  actor?: string;
  from?: string;
  to?: string;
  /** 1-based; 1 is left out of the URL. */
  page?: number;
};

export const AUDIT_PAGE_SIZE = 50;

const token = z
  .string()
  .trim()
  .max(100)
  .regex(/^[\w.:@+-]+$/)
  .optional()
  .catch(undefined);

const filtersSchema = z.object({
  action: token,
  entity: token,
  actor: token,
  from: dayParam,
  to: dayParam,
  page: pageParam,
});

/** The view a URL's search parameters ask for; anything malformed is left out, never an error. */
export const parseAuditFilters = (
  params: Record<string, string | string[] | undefined> | URLSearchParams,
): AuditFilters => parseListFilters(filtersSchema, params);

/** The audit log showing `filters` (the pager, the filter form's chips). */
export function auditPath(filters: AuditFilters = {}): string {
  const params = new URLSearchParams();
  for (const key of ['action', 'entity', 'actor', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return `/admin/audit${query ? `?${query}` : ''}`;
}
