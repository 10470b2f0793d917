import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HistoryLink } from '@/components/admin/history-link';
import { AdminPage } from '@/features/auth/components/admin-page';
import {
  BackToPostsLink,
  EditPostForm,
} from '@/features/blog/components/admin/form/post-form-page';

/**
 * Allowed to block: the post id is known only at request time, and the back-office navigation in
 * the layout reads the pathname (usePathname) outside a Suspense boundary, which a route with an
 * unknown param cannot prerender.
 */
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOffice.blogAdmin.form');
  return { title: t('editTitle') };
}

/** /admin/blogs/<id> — admin only: the form of a saved post (an unknown id: "post not found"). */
export default async function EditPostPage({ params }: PageProps<'/admin/blogs/[id]'>) {
  const { id } = await params;
  const t = await getTranslations('backOffice.blogAdmin.form');
  return (
    <AdminPage page="blogs" title={t('editTitle')} backLink={<BackToPostsLink postId={id} />}>
      <p className="mt-2">
        <HistoryLink kind="post" id={id} name={t('editTitle')} />
      </p>
      <EditPostForm id={id} />
    </AdminPage>
  );
}
