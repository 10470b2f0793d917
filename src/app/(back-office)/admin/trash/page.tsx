import { adminPageMetadata } from '@/features/auth/components/admin-page';
import { adminScreen } from '@/features/auth/components/admin-screen';
import { TrashDashboard } from '@/features/trash/components/trash-dashboard';

export const generateMetadata = adminPageMetadata('trash');

/**
 * /admin/trash — admin only: deleted machines, products, rentals and posts, kept 30 days, with
 * restore and delete forever (issue 32). Read per request on the server.
 */
export default adminScreen('trash', TrashDashboard);
