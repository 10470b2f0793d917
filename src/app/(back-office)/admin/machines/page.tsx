import { AdminPage, adminPageMetadata } from '@/features/auth/components/admin-page';

export const generateMetadata = adminPageMetadata('machines');

/** /admin/machines — admin only; the shell for the dashboard that comes next. */
export default function MachinesAdminPage() {
  return <AdminPage page="machines" />;
}
