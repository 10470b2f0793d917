import { adminPageMetadata } from '@/features/auth/components/admin-page';
import { adminScreen } from '@/features/auth/components/admin-screen';
import { CompanySettingsScreen } from '@/features/company/components/admin/company-settings-screen';

export const generateMetadata = adminPageMetadata('settings');

/**
 * /admin/settings — admin only: the company settings (name, phones, e-mails, social links,
 * coverage line, accessibility coordinator), live on the public site at the next request.
 */
export default adminScreen('settings', CompanySettingsScreen);
