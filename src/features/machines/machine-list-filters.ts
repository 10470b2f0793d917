import { z } from 'zod';
import { MACHINE_STATUSES, type MachineStatus } from '@/db/schema/machines';
import { pageParam, parseListFilters } from '@/lib/list-filters';

/**
 * The machines dashboard's view, as its URL holds it (bookmarkable, the back button works):
 *   /admin/machines?q=…&status=inactive&type=פיצה&page=2
 * `q` searches the name, location and address (Hebrew and English); `type` is one machine type
 * name (a machine with it among its types matches). Read leniently: anything malformed is dropped.
 */
export type MachineListFilters = {
  q?: string;
  status?: MachineStatus;
  type?: string;
  /** 1-based; 1 is left out of the URL. */
  page?: number;
};

export const MACHINES_PAGE_SIZE = 24;
export const MACHINES_SEARCH_MAX = 100;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined);

const filtersSchema = z.object({
  q: text(MACHINES_SEARCH_MAX),
  status: z.enum(MACHINE_STATUSES).optional().catch(undefined),
  type: text(200),
  page: pageParam,
});

/** The view a URL's search parameters ask for; anything malformed is left out, never an error. */
export const parseMachineListFilters = (
  params: Record<string, string | string[] | undefined> | URLSearchParams,
): MachineListFilters => parseListFilters(filtersSchema, params);

/** The search parameters of a view, in a fixed order ('' for the plain list). */
export function machineListSearch(filters: MachineListFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.type) params.set('type', filters.type);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The machines dashboard showing `filters` (the filter form, the pager, "clear filters"). */
export const adminMachinesPath = (filters: MachineListFilters = {}) =>
  `/admin/machines${machineListSearch(filters)}`;

/** The machine types page (rename, merge, delete unused). */
export const adminMachineTypesPath = '/admin/machines/types';
