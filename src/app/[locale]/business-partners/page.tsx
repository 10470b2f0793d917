import {
  Clock,
  Headset,
  HandCoins,
  MessageCircle,
  Phone,
  Pizza,
  ShieldCheck,
  Users,
} from 'lucide-react';
import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { buttonStyles } from '@/components/ui/button-styles';
import { Ltr } from '@/components/ui/ltr';
import { chatHref, getSiteConfig, telHref } from '@/config/site';
import { BenefitGrid } from '@/features/business/components/benefit-grid';
import { CheckList } from '@/features/business/components/check-list';
import { PageHero } from '@/features/business/components/page-hero';
import { SectionHeading } from '@/features/business/components/section-heading';
import { ContactSection } from '@/features/contact/components/contact-section';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/page-metadata';

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

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/business-partners'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'businessPartners' });
  return pageMetadata({
    locale,
    path: '/business-partners',
    title: t('metaTitle'),
    description: t('metaDescription'),
    image: '/images/machines/lobby-5.webp',
  });
}

export default async function BusinessPartnersPage() {
  const t = await getTranslations('businessPartners');
  const chat = await getTranslations('chat');
  const site = getSiteConfig();
  const perks = PERKS.map((key) => t(`perks.${key}`));

  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
        image={{ src: '/images/machines/lobby-5.webp', alt: t('heroImageAlt') }}
        actions={
          <a href="#contact" className={buttonStyles.primary}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {t('letsTalk')}
          </a>
        }
      />

      <section aria-labelledby="benefits-heading" className="py-16 md:py-24">
        <div className="container-page">
          <SectionHeading
            id="benefits-heading"
            title={t('benefitsTitle')}
            subtitle={t('benefitsSubtitle')}
            centered
          />
          <BenefitGrid
            benefits={BENEFITS.map(([key, icon]) => ({
              key,
              icon,
              title: t(`benefits.${key}.title`),
              text: t(`benefits.${key}.text`),
            }))}
          />
        </div>
      </section>

      <section aria-labelledby="machines-heading" className="bg-cream py-16 md:py-24">
        <div className="container-page">
          <SectionHeading
            id="machines-heading"
            title={t('machinesTitle')}
            subtitle={t('machinesSubtitle')}
            centered
          />
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
        </div>
      </section>

      <section aria-labelledby="ready-heading" className="bg-ink py-16 text-white md:py-20">
        <div className="container-page flex flex-col items-center text-center">
          <h2 id="ready-heading" className="text-3xl md:text-4xl">
            {t('readyTitle')}
          </h2>
          <p className="mt-3 max-w-xl text-lg text-white/85">{t('readyText')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a
              href={chatHref(site.chatNumber, chat('partnership'))}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyles.primary}
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {t('chatCta')}
              <span className="sr-only">{chat('opensInNewWindow')}</span>
            </a>
            <a href={telHref(site.phone)} className={buttonStyles.onDark}>
              <Phone aria-hidden="true" className="size-5" />
              {t('callNow')} <Ltr>{site.phone}</Ltr>
            </a>
          </div>
        </div>
      </section>

      <ContactSection />
    </>
  );
}
