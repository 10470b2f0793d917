import { getTranslations } from 'next-intl/server';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { getCompanySettings } from '../../admin-queries';
import { CompanySettingsForm } from './company-settings-form';

/**
 * /admin/settings: the company settings form with the stored values (or, on an empty database,
 * the SITE_* / A11Y_* / SALES_EMAIL first values). Read on the server per request; a save
 * re-renders it.
 */
export async function CompanySettingsScreen() {
  const [t, settings] = await Promise.all([
    getTranslations('backOffice.companySettings'),
    readDashboard('settings', () => getCompanySettings()),
  ]);
  if (!settings)
    return <AdminLoadFailed title={t('loadFailed')} text={t('loadFailedText')} className="mt-6" />;
  return <CompanySettingsForm values={settings.values} version={settings.version} />;
}
