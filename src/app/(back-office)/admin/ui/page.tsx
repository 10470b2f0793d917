import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminGate } from '@/features/auth/components/admin-gate';
import { ROLES_FOR } from '@/lib/admin/roles';
import { PrimitivesShowcase } from '@/features/ui-kit/components/primitives-showcase';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOffice.uiKit');
  return { title: t('title') };
}

/**
 * /admin/ui — the interface components every dashboard is built from, for the people who build
 * and design them (linked from the README, not from the navigation). Admin only.
 */
export default async function UiKitPage() {
  const t = await getTranslations('backOffice.uiKit');
  return (
    <AdminGate path="/admin/ui" roles={ROLES_FOR.administration}>
      <h1 className="text-3xl md:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-soft">{t('intro')}</p>
      <PrimitivesShowcase />
    </AdminGate>
  );
}
