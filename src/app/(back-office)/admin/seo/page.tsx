import { adminPageMetadata } from '@/features/auth/components/admin-page';
import { adminScreen } from '@/features/auth/components/admin-screen';
import { SeoDashboard } from '@/features/seo/components/admin/seo-dashboard';

export const generateMetadata = adminPageMetadata('seo');

/**
 * /admin/seo — admin only: the SEO dashboard (every page of the site with its settings and
 * score). Read per request on the server (inside the back office's loading boundary); admin
 * actions re-render it.
 */
export default adminScreen('seo', SeoDashboard);
