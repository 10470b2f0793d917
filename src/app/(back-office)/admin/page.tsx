import { adminPageMetadata } from '@/features/auth/components/admin-page';
import { adminScreen } from '@/features/auth/components/admin-screen';
import { InquiriesDashboard } from '@/features/contact/components/admin/dashboard-home';

export const generateMetadata = adminPageMetadata('dashboard');

/** /admin — the dashboard home: how the leads stand (counts, chart, failing e-mails, latest). */
export default adminScreen('dashboard', InquiriesDashboard);
