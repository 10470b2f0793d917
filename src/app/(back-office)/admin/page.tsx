import { AdminPage, adminPageMetadata } from '@/features/auth/components/admin-page';
import { InquiriesDashboard } from '@/features/contact/components/admin/dashboard-home';

export const generateMetadata = adminPageMetadata('dashboard');

/** /admin — the dashboard home: how the leads stand (counts, chart, failing e-mails, latest). */
export default function AdminDashboardPage() {
  return (
    <AdminPage page="dashboard">
      <InquiriesDashboard />
    </AdminPage>
  );
}
