import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminGate } from '@/features/auth/components/admin-gate';
import { RecentInquiries } from '@/features/contact/components/recent-inquiries';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'he', namespace: 'backOffice' });
  return { title: t('pages.dashboard') };
}

/** /admin — the dashboard: the latest contact inquiries. */
export default async function AdminDashboardPage() {
  const t = await getTranslations({ locale: 'he', namespace: 'backOffice' });
  return (
    <AdminGate path="/admin">
      <h1 className="text-3xl md:text-4xl">{t('pages.dashboard')}</h1>
      <RecentInquiries />
    </AdminGate>
  );
}
