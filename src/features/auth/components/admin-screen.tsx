import type { ComponentType } from 'react';
import type { AdminPageKey } from '@/lib/admin/pages';
import { AdminPage } from './admin-page';

/*
 * The page component of a back-office section whose screen is one dashboard component, so each
 * such route file holds only its metadata, its description and one line naming its dashboard:
 * `export default adminScreen('seo', SeoDashboard);`.
 */

/** What Next.js hands a page as its search parameters (`?a=1&a=2` gives a list). */
type SearchParams = Record<string, string | string[] | undefined>;

/** A section's page showing `Dashboard` (guarded, with the section's h1: AdminPage). */
export function adminScreen(page: AdminPageKey, Dashboard: ComponentType) {
  return function AdminScreen() {
    return (
      <AdminPage page={page}>
        <Dashboard />
      </AdminPage>
    );
  };
}

/**
 * A section's page whose view is named by its URL (filters, page number): `parseFilters` reads
 * the search parameters — never failing on malformed ones — and `Dashboard` shows that view.
 */
export function filteredAdminScreen<Filters>(
  page: AdminPageKey,
  Dashboard: ComponentType<{ filters: Filters }>,
  parseFilters: (params: SearchParams) => Filters,
) {
  return async function FilteredAdminScreen({
    searchParams,
  }: {
    searchParams: Promise<SearchParams>;
  }) {
    const filters = parseFilters(await searchParams);
    return (
      <AdminPage page={page}>
        <Dashboard filters={filters} />
      </AdminPage>
    );
  };
}
