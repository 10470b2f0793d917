import { adminPageMetadata } from '@/features/auth/components/admin-page';
import { filteredAdminScreen } from '@/features/auth/components/admin-screen';
import { MachinesDashboard } from '@/features/machines/components/admin/machines-dashboard';
import { parseMachineListFilters } from '@/features/machines/machine-list-filters';

export const generateMetadata = adminPageMetadata('machines');

/**
 * /admin/machines?q=…&status=…&type=…&page=2 — admin only: the machine dashboard for the view its
 * URL names (machine-list-filters.ts). Read per request on the server (inside the back office's
 * loading boundary, admin/loading.tsx); admin saves re-render it.
 */
export default filteredAdminScreen('machines', MachinesDashboard, parseMachineListFilters);
