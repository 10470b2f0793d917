import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/features/auth/components/admin-page';
import { BackToPostsLink, NewPostForm } from '@/features/blog/components/admin/form/post-form-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOffice.blogAdmin.form');
  return { title: t('newTitle') };
}

/** /admin/blogs/new — admin only: the form of a new post (`?lang=en` starts an English one). */
export default async function NewPostPage({ searchParams }: PageProps<'/admin/blogs/new'>) {
  const { lang } = await searchParams;
  const language = lang === 'en' ? 'en' : 'he';
  const t = await getTranslations('backOffice.blogAdmin.form');
  return (
    <AdminPage
      page="blogs"
      title={t('newTitle')}
      backLink={<BackToPostsLink language={language} />}
    >
      <NewPostForm language={language} />
    </AdminPage>
  );
}
