import { adminPageMetadata } from '@/features/auth/components/admin-page';
import { adminScreen } from '@/features/auth/components/admin-screen';
import { MachinesDashboard } from '@/features/machines/components/admin/machines-dashboard';

export const generateMetadata = adminPageMetadata('machines');

/**
 * /admin/machines — admin only: the machine dashboard. Read per request on the server (inside the
 * back office's loading boundary, admin/loading.tsx); admin saves re-render it.
 */
export default adminScreen('machines', MachinesDashboard);
