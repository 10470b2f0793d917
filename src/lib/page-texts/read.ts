import 'server-only';
import { getSetting } from '@/lib/settings';
import { getCompany } from '@/lib/settings/company';

/**
 * A language's stored page texts for the page being rendered: one cached read of the
 * `pageTexts` setting (SETTINGS_TAG: an admin's save shows at the next request, prerendered pages
 * included). When the database cannot be read the message files' texts show, and the page still
 * renders: the texts are never a reason for an error page.
 */
export async function storedPageTextsFor(locale: 'he' | 'en'): Promise<Record<string, unknown>> {
  try {
    return (await getSetting('pageTexts'))[locale];
  } catch (error) {
    console.error(
      '[page-texts] stored texts unreadable, showing the files’ texts:',
      error instanceof Error ? error.message : error,
    );
    return {};
  }
}

/**
 * The company's name in `locale` (/admin/settings), which the messages call `metadata.siteName`
 * (page titles' suffix, the back office's brand); undefined when the database cannot be read.
 */
export async function companyNameFor(locale: 'he' | 'en'): Promise<string | undefined> {
  try {
    return (await getCompany()).name[locale];
  } catch {
    return undefined;
  }
}
