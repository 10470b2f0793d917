import {
  Clock,
  GraduationCap,
  Headset,
  Megaphone,
  PiggyBank,
  Star,
  TrendingUp,
} from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { CallLink } from '@/components/ui/call-link';
import { ChatLink } from '@/components/ui/chat-link';
import { CheckList } from '@/components/ui/check-list';
import { PageSection } from '@/components/ui/page-section';
import { BenefitGrid } from '@/features/business/components/benefit-grid';
import { CtaBand } from '@/features/business/components/cta-band';
import { PageHero } from '@/features/business/components/page-hero';
import { StepLine } from '@/features/business/components/step-line';
import { ContactSection } from '@/features/contact/components/contact-section';
import { staticPageMetadata } from '@/lib/page-metadata';

const BENEFITS = [
  ['provenModel', TrendingUp],
  ['income', Clock],
  ['lowCosts', PiggyBank],
  ['training', GraduationCap],
  ['support', Headset],
  ['marketing', Megaphone],
] as const;
const BASIC_ITEMS = ['machine', 'training', 'support', 'location', 'marketing'] as const;
const ADVANCED_ITEMS = ['machines', 'training', 'support', 'consulting', 'territory'] as const;
const STEPS = ['contact', 'location', 'training', 'launch'] as const;

export const generateMetadata = staticPageMetadata('franchising');

export default async function FranchisingPage() {
  const t = await getTranslations('franchising');
  const packages = [
    {
      key: 'basic',
      name: t('basic.name'),
      description: t('basic.description'),
      items: BASIC_ITEMS.map((key) => t(`basic.items.${key}`)),
      highlighted: false,
    },
    {
      key: 'advanced',
      name: t('advanced.name'),
      description: t('advanced.description'),
      items: ADVANCED_ITEMS.map((key) => t(`advanced.items.${key}`)),
      highlighted: true,
    },
  ];

  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
        image={{ src: '/images/machines/lobby-2.webp', alt: t('heroImageAlt') }}
        actions={
          <>
            <CallLink label={t('callNow')} className={buttonClass('primary')} />
            <a href="#contact" className={buttonClass('secondary')}>
              {t('ctaInquiry')}
            </a>
          </>
        }
      />

      <PageSection
        headingId="benefits-heading"
        title={t('benefitsTitle')}
        subtitle={t('benefitsSubtitle')}
        centered
      >
        <BenefitGrid
          benefits={BENEFITS.map(([key, icon]) => ({
            key,
            icon,
            title: t(`benefits.${key}.title`),
            text: t(`benefits.${key}.text`),
          }))}
        />
      </PageSection>

      <PageSection
        headingId="packages-heading"
        title={t('packagesTitle')}
        subtitle={t('packagesSubtitle')}
        centered
        className="bg-cream"
      >
        <div className="mx-auto mt-10 grid max-w-5xl gap-10 md:grid-cols-2 md:items-stretch md:gap-6">
          {packages.map((pkg) => (
            <article
              key={pkg.key}
              aria-labelledby={`package-${pkg.key}`}
              className={`relative flex flex-col rounded-card bg-white p-6 shadow-card md:p-8 ${
                pkg.highlighted ? 'ring-2 ring-brand md:-my-3 md:py-11' : 'ring-1 ring-line'
              }`}
            >
              {pkg.highlighted && (
                <p className="absolute -top-3.5 start-6 inline-flex items-center gap-1.5 rounded-full bg-brand px-3 py-1 text-sm font-bold text-white shadow md:start-8">
                  <Star aria-hidden="true" className="size-4 fill-current" />
                  {t('recommended')}
                </p>
              )}
              <h3 id={`package-${pkg.key}`} className="text-2xl">
                {pkg.name}
              </h3>
              <p className="mt-2 text-ink-soft">{pkg.description}</p>
              <CheckList items={pkg.items} className="mt-6 flex-1" />
              <a
                href="#contact"
                className={buttonClass(pkg.highlighted ? 'primary' : 'secondary', 'mt-8 w-full')}
              >
                {t('packageCta')}
                <span className="sr-only">: {pkg.name}</span>
              </a>
            </article>
          ))}
        </div>
      </PageSection>

      <PageSection
        headingId="process-heading"
        title={t('processTitle')}
        subtitle={t('processSubtitle')}
        centered
      >
        <StepLine
          steps={STEPS.map((key) => ({
            key,
            title: t(`steps.${key}.title`),
            text: t(`steps.${key}.text`),
          }))}
        />
      </PageSection>

      <CtaBand headingId="cta-heading" title={t('ctaTitle')} text={t('ctaText')}>
        <CallLink label={t('callNow')} className={buttonClass('primary')} />
        <ChatLink message={t('chatMessage')} className={buttonClass('onDark')}>
          {t('ctaChat')}
        </ChatLink>
      </CtaBand>

      <ContactSection />
    </>
  );
}
