import { ContactDetails } from '@/components/ui/contact-details';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { getCompany } from '@/lib/settings/company';
import { staticPageMetadata } from '@/features/seo/page-metadata';
import { StaticPageJsonLd } from '@/features/seo/components/page-json-ld';

const ADJUSTMENTS = [
  'menu',
  'keyboard',
  'semantics',
  'images',
  'contrast',
  'languages',
  'motion',
] as const;

export const generateMetadata = staticPageMetadata('accessibility');

/** The accessibility statement required by reg. 35 of the Service Accessibility Regulations. */
export default async function AccessibilityStatementPage() {
  const locale = await getLocale();
  const t = await getTranslations('accessibilityStatement');
  const format = await getFormatter();
  const { accessibility } = await getCompany();
  const date = format.dateTime(new Date(`${accessibility.statementDate}T12:00:00Z`), {
    dateStyle: 'long',
  });
  const h2 = 'mt-10 text-2xl';
  return (
    <article className="container-page max-w-3xl py-16 md:py-24">
      <StaticPageJsonLd page="accessibility" />
      {/* "Accessibility" alone is wider than a phone with the largest text: it may break. */}
      <h1 className="text-4xl wrap-break-word md:text-5xl">{t('title')}</h1>
      <p className="mt-6 text-lg">{t('intro')}</p>
      <h2 className={h2}>{t('standardTitle')}</h2>
      <p className="mt-3 text-lg">{t('standard')}</p>
      <h2 className={h2}>{t('adjustmentsTitle')}</h2>
      <ul className="mt-3 grid list-disc gap-2 ps-6 text-lg">
        {ADJUSTMENTS.map((key) => (
          <li key={key}>{t(`adjustments.${key}`)}</li>
        ))}
      </ul>
      <h2 className={h2}>{t('limitationsTitle')}</h2>
      <p className="mt-3 text-lg">{t('limitations')}</p>
      <h2 className={h2}>{t('contactTitle')}</h2>
      <p className="mt-3 text-lg">{t('contact')}</p>
      <ContactDetails
        name={{ label: t('contactName'), value: accessibility.contactName[locale] }}
        phone={{ label: t('phone'), number: accessibility.phone }}
        email={{ label: t('email'), address: accessibility.email }}
      />
      <p className="mt-8 text-ink-soft">{t('updated', { date })}</p>
    </article>
  );
}
