/**
 * The messages namespaces of the server-paged admin lists. Each holds the same keys (empty,
 * emptyText, noResults, noResultsText, total, range), so the shared list pieces word themselves:
 * a new list adds its namespace here.
 */
export type AdminListNamespace =
  | 'backOffice.auditLog'
  | 'backOffice.inbox.list'
  | 'backOffice.machinesAdmin.list'
  | 'backOffice.blogAdmin.list.filtered';

/** One page of a server-paged list, as the admin queries return it. */
export type AdminListPage = { total: number; page: number; pageCount: number; rows: unknown[] };
