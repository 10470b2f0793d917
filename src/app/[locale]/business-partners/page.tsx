import {
  Clock,
  Headset,
  HandCoins,
  MessageCircle,
  Pizza,
  ShieldCheck,
  Users,
} from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { BenefitsSection } from '@/features/business/components/benefit-grid';
import { CtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/features/business/components/page-hero';
import { PartnerMachines } from '@/features/business/components/partner-machines';
import { benefitsOf } from '@/features/business/items';
import { ContactSection } from '@/features/contact/components/contact-section';
import { STATIC_PAGES } from '@/config/static-pages';
import { staticPageMetadata } from '@/features/seo/page-metadata';
import { ChatAndCall } from '@/components/ui/chat-and-call';
import { StaticPageJsonLd } from '@/features/seo/components/page-json-ld';

const BENEFITS = [
  ['passiveIncome', HandCoins],
  ['traffic', Users],
  ['availability', Clock],
  ['noRisk', ShieldCheck],
  ['quality', Pizza],
  ['support', Headset],
] as const;

export const generateMetadata = staticPageMetadata('businessPartners');

export default async function BusinessPartnersPage() {
  const t = await getTranslations('businessPartners');
  const chat = await getTranslations('chat');

  return (
    <>
      <StaticPageJsonLd page="businessPartners" />
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
        image={{ src: STATIC_PAGES.businessPartners.image, alt: t('heroImageAlt') }}
        actions={
          <a href="#contact" className={buttonClass('primary')}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {t('letsTalk')}
          </a>
        }
      />

      <BenefitsSection
        title={t('benefitsTitle')}
        subtitle={t('benefitsSubtitle')}
        benefits={benefitsOf(BENEFITS, t)}
      />

      <PartnerMachines />

      <CtaBand headingId="ready-heading" title={t('readyTitle')} text={t('readyText')}>
        <ChatAndCall
          chatMessage={chat('partnership')}
          chatLabel={t('chatCta')}
          callLabel={t('callNow')}
          tone="dark"
        />
      </CtaBand>

      <ContactSection />
    </>
  );
}
