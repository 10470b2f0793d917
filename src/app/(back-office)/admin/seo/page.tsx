import { AdminPage, adminPageMetadata } from '@/features/auth/components/admin-page';

export const generateMetadata = adminPageMetadata('seo');

/** /admin/seo — admin only; the shell for the dashboard that comes next. */
export default function SeoAdminPage() {
  return <AdminPage page="seo" />;
}
