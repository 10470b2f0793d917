import { adminPageMetadata } from '@/features/auth/components/admin-page';
import { adminScreen } from '@/features/auth/components/admin-screen';
import { SectionShortcuts } from '@/features/auth/components/section-shortcuts';
import { BackupCard } from '@/features/backups/components/backup-card';
import { WeekTraffic } from '@/features/analytics/components/week-traffic';
import { InquiriesDashboard } from '@/features/contact/components/admin/dashboard-home';
import { getViewer } from '@/lib/admin/guard';
import { ROLES_FOR, hasRole } from '@/lib/admin/roles';

export const generateMetadata = adminPageMetadata('dashboard');

/**
 * The home's parts, by role: how the leads stand (admin, sales), this week's visitors and
 * conversion (admin, sales), whether the site is backed up (admin), and for an editor, who has
 * none of these, the sections that are theirs.
 */
async function DashboardHome() {
  const role = (await getViewer())?.role;
  return (
    <>
      {hasRole(role, ROLES_FOR.leads) ? <InquiriesDashboard /> : <SectionShortcuts role={role} />}
      {hasRole(role, ROLES_FOR.analytics) && <WeekTraffic />}
      {hasRole(role, ROLES_FOR.administration) && (
        <div className="mt-6">
          <BackupCard />
        </div>
      )}
    </>
  );
}

/** /admin — the dashboard home: the leads (counts, chart, failing e-mails, latest) and backups. */
export default adminScreen('dashboard', DashboardHome);
