import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminGate } from '@/features/auth/components/admin-gate';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'he', namespace: 'backOffice' });
  return { title: t('pages.machines') };
}

/** /admin/machines — admin only; the shell for the dashboard that comes next. */
export default async function MachinesAdminPage() {
  const t = await getTranslations({ locale: 'he', namespace: 'backOffice' });
  return (
    <AdminGate path="/admin/machines">
      <h1 className="text-3xl md:text-4xl">{t('pages.machines')}</h1>
      <p className="mt-3 text-lg text-ink-soft">{t('pages.comingSoon')}</p>
    </AdminGate>
  );
}
