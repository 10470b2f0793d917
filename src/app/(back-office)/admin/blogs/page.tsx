import { adminPageMetadata } from '@/features/auth/components/admin-page';
import { filteredAdminScreen } from '@/features/auth/components/admin-screen';
import { BlogsDashboard } from '@/features/blog/components/admin/blogs-dashboard';
import { parsePostListFilters } from '@/features/blog/post-list-filters';

export const generateMetadata = adminPageMetadata('blogs');

/**
 * /admin/blogs?lang=he|en&q=…&state=…&page=2 — admin only: the blog dashboard, one language's
 * posts at a time (Hebrew unless `?lang=en`), for the view its URL names (post-list-filters.ts).
 * Read per request on the server (inside the back office's loading boundary, admin/loading.tsx);
 * admin actions re-render it.
 */
export default filteredAdminScreen('blogs', BlogsDashboard, parsePostListFilters);
