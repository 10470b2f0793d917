import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { AdminPage } from '@/features/auth/components/admin-page';
import {
  MachineTypesBackLink,
  MachineTypesPage,
} from '@/features/machine-types/components/machine-types-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOffice.machinesAdmin');
  return { title: t('manageTypes') };
}

/**
 * /admin/machines/types — admin only (AdminPage's gate): the machine types, managed in one place.
 * Read per request on the server; the admin actions re-render it.
 */
export default async function MachineTypesAdminPage() {
  const t = await getTranslations('backOffice.machinesAdmin');
  return (
    <AdminPage page="machines" title={t('manageTypes')} backLink={<MachineTypesBackLink />}>
      <MachineTypesPage />
    </AdminPage>
  );
}
