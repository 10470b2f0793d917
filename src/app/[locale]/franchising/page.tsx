import {
  Clock,
  GraduationCap,
  Headset,
  Megaphone,
  PiggyBank,
  TrendingUp,
} from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { CallLink } from '@/components/ui/call-link';
import { ChatLink } from '@/components/ui/chat-link';
import { BenefitsSection } from '@/features/business/components/benefit-grid';
import { CtaBand } from '@/components/ui/cta-band';
import { FranchiseCalculator } from '@/features/business/components/franchise-calculator';
import { FranchisePackages } from '@/features/business/components/franchise-packages';
import { PageHero } from '@/features/business/components/page-hero';
import { ProcessSection } from '@/features/business/components/step-line';
import { benefitsOf, stepsOf } from '@/features/business/items';
import { ContactSection } from '@/features/contact/components/contact-section';
import { STATIC_PAGES } from '@/config/static-pages';
import { staticPageMetadata } from '@/features/seo/page-metadata';
import { StaticPageJsonLd } from '@/features/seo/components/page-json-ld';

const BENEFITS = [
  ['provenModel', TrendingUp],
  ['income', Clock],
  ['lowCosts', PiggyBank],
  ['training', GraduationCap],
  ['support', Headset],
  ['marketing', Megaphone],
] as const;
const STEPS = ['contact', 'location', 'training', 'launch'] as const;

export const generateMetadata = staticPageMetadata('franchising');

export default async function FranchisingPage() {
  const t = await getTranslations('franchising');

  return (
    <>
      <StaticPageJsonLd page="franchising" />
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
        image={{ src: STATIC_PAGES.franchising.image, alt: t('heroImageAlt') }}
        actions={
          <>
            <CallLink label={t('callNow')} className={buttonClass('primary')} />
            <a href="#contact" className={buttonClass('secondary')}>
              {t('ctaInquiry')}
            </a>
          </>
        }
      />

      <BenefitsSection
        title={t('benefitsTitle')}
        subtitle={t('benefitsSubtitle')}
        benefits={benefitsOf(BENEFITS, t)}
      />

      <FranchisePackages />

      {/* The defaults: the page reads no searchParams and stays static (issue 31). */}
      <FranchiseCalculator />

      <ProcessSection
        headingId="process-heading"
        title={t('processTitle')}
        subtitle={t('processSubtitle')}
        steps={stepsOf(STEPS, t)}
      />

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
