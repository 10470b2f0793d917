import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminBackLink } from '@/components/admin/admin-back-link';
import { pageTextsPage } from '@/config/page-texts';
import { AdminPage } from '@/features/auth/components/admin-page';
import { PageTextsEditor } from '@/features/page-texts/components/admin/page-texts-editor';

/** Blocking like the other detail forms: the page id is known only at request time. */
export const instant = false;

/** The page's name ("דף הבית") when it is one of ours; otherwise the section's. */
async function titleOf(id: string) {
  const t = await getTranslations('backOffice.pageTexts');
  const page = pageTextsPage(id);
  return page ? t('editTitle', { page: t(`pages.${page.id}`) }) : t('notFoundTitle');
}

export async function generateMetadata({
  params,
}: PageProps<'/admin/content/[page]'>): Promise<Metadata> {
  return { title: await titleOf((await params).page) };
}

/** /admin/content/<page> — admin only: one page's texts in Hebrew and English. */
export default async function PageTextsPage({ params }: PageProps<'/admin/content/[page]'>) {
  const { page } = await params;
  const t = await getTranslations('backOffice.pageTexts');
  return (
    <AdminPage
      page="content"
      title={await titleOf(page)}
      backLink={<AdminBackLink href="/admin/content">{t('backToList')}</AdminBackLink>}
    >
      <PageTextsEditor id={page} />
    </AdminPage>
  );
}
