import { ContactDetails } from '@/components/ui/contact-details';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/config/site';
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

export const generateMetadata = staticPageMetadata('privacy');

/**
 * The privacy policy (Protection of Privacy Law, amendment 13): what the contact forms collect
 * and why, who receives it, how long it is kept (the company's retention setting), the visitor's
 * rights, what the browser stores, and security. The forms link here under their submit button.
 */
export default async function PrivacyPolicyPage() {
  const locale = await getLocale();
  const t = await getTranslations('privacyPolicy');
  const format = await getFormatter();
  const site = getSiteConfig();
  const company = site.name[locale];
  const retentionMonths = await getSetting('inquiryRetentionMonths');
  const date = format.dateTime(new Date(`${PRIVACY_POLICY_DATE}T12:00:00Z`), {
    dateStyle: 'long',
  });
  const h2 = 'mt-10 text-2xl';
  const p = 'mt-3 text-lg';
  const list = 'mt-3 grid list-disc gap-2 ps-6 text-lg';
  return (
    <article className="container-page max-w-3xl py-16 md:py-24">
      <StaticPageJsonLd page="privacy" />
      <h1 className="text-4xl wrap-break-word md:text-5xl">{t('title')}</h1>
      <p className="mt-6 text-lg">{t('intro', { company })}</p>

      <h2 className={h2}>{t('whoTitle')}</h2>
      <p className={p}>{t('who', { company })}</p>
      <ContactDetails
        name={{ label: t('contactLabel'), value: t('contactValue', { company }) }}
        phone={{ label: t('phone'), number: site.phone }}
        email={{ label: t('email'), address: site.email }}
      />

      <h2 className={h2}>{t('collectTitle')}</h2>
      <p className={p}>{t('collectIntro')}</p>
      <ul className={list}>
        {COLLECTED.map((key) => (
          <li key={key}>{t(`collect.${key}`)}</li>
        ))}
      </ul>
      <p className={p}>{t('collectIp')}</p>
      <p className={p}>{t('collectLaw')}</p>

      <h2 className={h2}>{t('purposeTitle')}</h2>
      <p className={p}>{t('purposeIntro')}</p>
      <ul className={list}>
        {PURPOSES.map((key) => (
          <li key={key}>{t(`purposes.${key}`)}</li>
        ))}
      </ul>
      <p className={p}>{t('legalBasis')}</p>

      <h2 className={h2}>{t('sharingTitle')}</h2>
      <ul className={list}>
        {RECIPIENTS.map((key) => (
          <li key={key}>{t(`sharing.${key}`, { company })}</li>
        ))}
      </ul>
      <p className={p}>{t('sharingLaw')}</p>

      <h2 className={h2}>{t('retentionTitle')}</h2>
      <p className={p}>
        {retentionMonths === null
          ? t('retentionNone')
          : t('retentionMonths', { months: retentionMonths })}
      </p>

      <h2 className={h2}>{t('rightsTitle')}</h2>
      <p className={p}>{t('rightsIntro')}</p>
      <ul className={list}>
        {RIGHTS.map((key) => (
          <li key={key}>{t(`rights.${key}`)}</li>
        ))}
      </ul>
      <p className={p}>{t('rightsHow')}</p>
      <p className={p}>{t('rightsComplaint')}</p>

      <h2 className={h2}>{t('storageTitle')}</h2>
      <p className={p}>{t('storageIntro')}</p>
      <ul className={list}>
        {STORED.map((key) => (
          <li key={key}>{t(`storage.${key}`)}</li>
        ))}
      </ul>
      <p className={p}>{t('storageOutro')}</p>

      <h2 className={h2}>{t('securityTitle')}</h2>
      <p className={p}>{t('security')}</p>

      <p className="mt-10 text-lg">{t('changes')}</p>
      <p className="mt-2 text-ink-soft">{t('updated', { date })}</p>
    </article>
  );
}
