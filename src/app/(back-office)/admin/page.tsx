import { adminPageMetadata } from '@/features/auth/components/admin-page';
import { adminScreen } from '@/features/auth/components/admin-screen';
import { BackupCard } from '@/features/backups/components/backup-card';
import { InquiriesDashboard } from '@/features/contact/components/admin/dashboard-home';

export const generateMetadata = adminPageMetadata('dashboard');

/** The home's two parts: how the leads stand, then whether the site is backed up. */
function DashboardHome() {
  return (
    <>
      <InquiriesDashboard />
      <div className="mt-6">
        <BackupCard />
      </div>
    </>
  );
}

/** /admin — the dashboard home: the leads (counts, chart, failing e-mails, latest) and backups. */
export default adminScreen('dashboard', DashboardHome);
