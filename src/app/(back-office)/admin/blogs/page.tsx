import { AdminPage, adminPageMetadata } from '@/features/auth/components/admin-page';

export const generateMetadata = adminPageMetadata('blogs');

/** /admin/blogs — admin only; the shell for the dashboard that comes next. */
export default function BlogsAdminPage() {
  return <AdminPage page="blogs" />;
}
