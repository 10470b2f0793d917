import { getTranslations } from 'next-intl/server';
import { AdminNotFound } from '@/components/admin/admin-not-found';
import { getPageTextsForm } from '../../admin-queries';
import { PageTextsForm } from './page-texts-form';

/** The form of one page's texts, or "no such page" with the way back to the list of pages. */
export async function PageTextsEditor({ id }: { id: string }) {
  const form = await getPageTextsForm(id);
  if (!form) {
    const t = await getTranslations('backOffice.pageTexts');
    return (
      <AdminNotFound
        title={t('notFoundTitle')}
        text={t('notFoundText')}
        back={{ href: '/admin/content', label: t('backToList') }}
      />
    );
  }
  return <PageTextsForm page={form.page} values={form.values} />;
}
