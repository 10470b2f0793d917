import { Clock, Headset, HandCoins, MessageCircle, Pizza, ShieldCheck, Users } from 'lucide-react';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { CallLink } from '@/components/ui/call-link';
import { ChatLink } from '@/components/ui/chat-link';
import { CheckList } from '@/components/ui/check-list';
import { PageSection } from '@/components/ui/page-section';
import { BenefitGrid } from '@/features/business/components/benefit-grid';
import { CtaBand } from '@/features/business/components/cta-band';
import { PageHero } from '@/features/business/components/page-hero';
import { ContactSection } from '@/features/contact/components/contact-section';
import { staticPageMetadata } from '@/lib/page-metadata';

const BENEFITS = [
  ['passiveIncome', HandCoins],
  ['traffic', Users],
  ['availability', Clock],
  ['noRisk', ShieldCheck],
  ['quality', Pizza],
  ['support', Headset],
] as const;
const MACHINES = [
  ['beverage', '/images/products/beverage-machine.webp'],
  ['snack', '/images/products/snack-machine.webp'],
] as const;
const PERKS = ['installation', 'maintenance', 'profit', 'noInvestment'] as const;

export const generateMetadata = staticPageMetadata('businessPartners');

export default async function BusinessPartnersPage() {
  const t = await getTranslations('businessPartners');
  const chat = await getTranslations('chat');
  const perks = PERKS.map((key) => t(`perks.${key}`));

  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
        image={{ src: '/images/machines/lobby-5.webp', alt: t('heroImageAlt') }}
        actions={
          <a href="#contact" className={buttonClass('primary')}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {t('letsTalk')}
          </a>
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
        headingId="machines-heading"
        title={t('machinesTitle')}
        subtitle={t('machinesSubtitle')}
        centered
        className="bg-cream"
      >
        <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
          {MACHINES.map(([key, image]) => (
            <article
              key={key}
              aria-labelledby={`machine-${key}`}
              className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line"
            >
              <div className="relative aspect-[16/10] bg-cream">
                <Image
                  src={image}
                  alt={t(`${key}.imageAlt`)}
                  fill
                  sizes="(min-width: 1024px) 496px, (min-width: 768px) 50vw, 100vw"
                  className="object-cover"
                />
              </div>
              <div className="flex flex-1 flex-col p-6 md:p-8">
                <h3 id={`machine-${key}`} className="text-2xl">
                  {t(`${key}.title`)}
                </h3>
                <p className="mt-2 text-ink-soft">{t(`${key}.text`)}</p>
                <CheckList items={perks} className="mt-6" />
              </div>
            </article>
          ))}
        </div>
      </PageSection>

      <CtaBand headingId="ready-heading" title={t('readyTitle')} text={t('readyText')}>
        <ChatLink message={chat('partnership')} className={buttonClass('primary')}>
          {t('chatCta')}
        </ChatLink>
        <CallLink label={t('callNow')} className={buttonClass('onDark')} />
      </CtaBand>

      <ContactSection />
    </>
  );
}
