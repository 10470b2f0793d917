import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/**
 * The line under a contact form's submit button (Protection of Privacy Law, amendment 13: say
 * why at the point of collection): what the details are for, and a link to the privacy policy
 * in the page's language. Rendered on the server and handed to the form, a client component.
 */
export async function PrivacyNote() {
  const t = await getTranslations('privacyPolicy');
  return (
    <p className="mt-3 text-sm text-ink-soft">
      {t.rich('formNote', {
        link: (chunks) => (
          <Link href="/privacy" className="underline hover:text-ink">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
