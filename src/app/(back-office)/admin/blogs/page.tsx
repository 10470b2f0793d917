import { AdminPage, adminPageMetadata } from '@/features/auth/components/admin-page';
import { BlogsDashboard } from '@/features/blog/components/admin/blogs-dashboard';
import { listLanguage } from '@/features/blog/components/admin/language-filter';

export const generateMetadata = adminPageMetadata('blogs');

/**
 * /admin/blogs?lang=he|en — admin only: the blog dashboard, one language's posts at a time
 * (Hebrew unless `?lang=en`). Read per request on the server (inside the back office's loading
 * boundary, admin/loading.tsx); admin actions re-render it.
 */
export default async function BlogsAdminPage({ searchParams }: PageProps<'/admin/blogs'>) {
  const { lang } = await searchParams;
  return (
    <AdminPage page="blogs">
      <BlogsDashboard language={listLanguage(lang)} />
    </AdminPage>
  );
}
