import { ContactDetails } from '@/components/ui/contact-details';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { getCompany } from '@/lib/settings/company';
import { staticPageMetadata } from '@/features/seo/page-metadata';
import { StaticPageJsonLd } from '@/features/seo/components/page-json-ld';
import { getSetting } from '@/lib/settings';

/** When the policy's text last changed (ISO date): update it with every change of the text. */
const PRIVACY_POLICY_DATE = '2026-11-27';

const COLLECTED = ['details', 'context', 'campaign', 'notes'] as const;
const PURPOSES = ['answer', 'offer', 'stats'] as const;
const RECIPIENTS = ['sales', 'admins', 'providers'] as const;
const RIGHTS = ['access', 'correct', 'erase'] as const;
const STORED = ['language', 'accessibility', 'visitSource', 'staff'] as const;
const VISIT_RECORDS = ['page', 'referrer', 'campaign', 'device', 'visitor'] as const;

export const generateMetadata = staticPageMetadata('privacy');

/**
 * The privacy policy (Protection of Privacy Law, amendment 13): what the contact forms collect
 * and why, who receives it, how long it is kept (the company's retention setting), what the
 * cookie-free visit count keeps (src/features/analytics), the visitor's rights, what the browser
 * stores, and security. The forms link here under their submit button.
 */
export default async function PrivacyPolicyPage() {
  const locale = await getLocale();
  const t = await getTranslations('privacyPolicy');
  const format = await getFormatter();
  const site = await getCompany();
  const company = site.name[locale];
  const retentionMonths = await getSetting('inquiryRetentionMonths');
  const date = format.dateTime(new Date(`${PRIVACY_POLICY_DATE}T12:00:00Z`), {
    dateStyle: 'long',
  });
  return (
    <article className="container-page max-w-3xl py-16 md:py-24">
      <StaticPageJsonLd page="privacy" />
      <h1 className="text-4xl wrap-break-word md:text-5xl">{t('title')}</h1>
      <p className="mt-6 text-lg">{t('intro', { company })}</p>

      <PolicySection title={t('whoTitle')} before={[t('who', { company })]} />
      <ContactDetails
        name={{ label: t('contactLabel'), value: t('contactValue', { company }) }}
        phone={{ label: t('phone'), number: site.phone }}
        email={{ label: t('email'), address: site.email }}
      />

      <PolicySection
        title={t('collectTitle')}
        before={[t('collectIntro')]}
        items={COLLECTED.map((key) => t(`collect.${key}`))}
        after={[t('collectIp'), t('collectLaw')]}
      />
      <PolicySection
        title={t('purposeTitle')}
        before={[t('purposeIntro')]}
        items={PURPOSES.map((key) => t(`purposes.${key}`))}
        after={[t('legalBasis')]}
      />
      <PolicySection
        title={t('sharingTitle')}
        items={RECIPIENTS.map((key) => t(`sharing.${key}`, { company }))}
        after={[t('sharingLaw')]}
      />
      <PolicySection
        title={t('retentionTitle')}
        before={[
          retentionMonths === null
            ? t('retentionNone')
            : t('retentionMonths', { months: retentionMonths }),
        ]}
      />
      <PolicySection
        title={t('visitsTitle')}
        before={[t('visitsIntro')]}
        items={VISIT_RECORDS.map((key) => t(`visits.${key}`))}
        after={[t('visitsNot'), t('visitsRetention', { company })]}
      />
      <PolicySection
        title={t('rightsTitle')}
        before={[t('rightsIntro')]}
        items={RIGHTS.map((key) => t(`rights.${key}`))}
        after={[t('rightsHow'), t('rightsComplaint')]}
      />
      <PolicySection
        title={t('storageTitle')}
        before={[t('storageIntro')]}
        items={STORED.map((key) => t(`storage.${key}`))}
        after={[t('storageOutro')]}
      />
      <PolicySection title={t('securityTitle')} before={[t('security')]} />

      <p className="mt-10 text-lg">{t('changes')}</p>
      <p className="mt-2 text-ink-soft">{t('updated', { date })}</p>
    </article>
  );
}

/** One section of the policy: its heading, paragraphs, a bulleted list and paragraphs after it. */
function PolicySection({
  title,
  before = [],
  items = [],
  after = [],
}: {
  title: string;
  before?: string[];
  items?: string[];
  after?: string[];
}) {
  const paragraph = (text: string) => (
    <p key={text} className="mt-3 text-lg">
      {text}
    </p>
  );
  return (
    <>
      <h2 className="mt-10 text-2xl">{title}</h2>
      {before.map(paragraph)}
      {items.length > 0 && (
        <ul className="mt-3 grid list-disc gap-2 ps-6 text-lg">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {after.map(paragraph)}
    </>
  );
}
