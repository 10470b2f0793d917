import { AdminPage, adminPageMetadata } from '@/features/auth/components/admin-page';
import { RecentInquiries } from '@/features/contact/components/recent-inquiries';

export const generateMetadata = adminPageMetadata('dashboard');

/** /admin — the dashboard: the latest contact inquiries. */
export default function AdminDashboardPage() {
  return (
    <AdminPage page="dashboard">
      <RecentInquiries />
    </AdminPage>
  );
}
