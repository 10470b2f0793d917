import 'server-only';
import { requireAdmin } from '@/lib/admin/guard';
import { settingUpdatedAt } from '@/lib/settings';
import { readCompany } from '@/lib/settings/company';
import { companyToForm, UNSAVED_VERSION, type CompanyForm } from '@/lib/settings/company-schema';

/**
 * The company settings as the form at /admin/settings starts with them (stored, or the first
 * values of an empty database), with their version (when they were last saved).
 */
export async function getCompanySettings(): Promise<{ values: CompanyForm; version: string }> {
  await requireAdmin();
  const [company, updatedAt] = await Promise.all([readCompany(), settingUpdatedAt('company')]);
  return {
    values: companyToForm(company),
    version: updatedAt?.toISOString() ?? UNSAVED_VERSION,
  };
}
