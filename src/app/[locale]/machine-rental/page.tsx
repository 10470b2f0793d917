import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { ChipList } from '@/components/ui/chip-list';
import { PageHero } from '@/features/business/components/page-hero';
import { ProcessSection } from '@/features/business/components/step-line';
import { stepsOf } from '@/features/business/items';
import { ContactSection } from '@/features/contact/components/contact-section';
import { RentalList } from '@/features/rentals/components/rental-list';
import { STATIC_PAGES } from '@/config/static-pages';
import { staticPageMetadata } from '@/features/seo/page-metadata';
import { StaticPageJsonLd } from '@/features/seo/components/page-json-ld';

const HIGHLIGHTS = ['noInvestment', 'installation', 'maintenance'] as const;
const STEPS = ['choose', 'install', 'maintain', 'earn'] as const;

export const generateMetadata = staticPageMetadata('machineRental');

export default async function MachineRentalPage() {
  const t = await getTranslations('rentals');

  return (
    <>
      <StaticPageJsonLd page="machineRental" />
      <PageHero
        eyebrow={t('eyebrow')}
        title={t.rich('title', {
          price: (chunks) => (
            <span className="block text-brand">
              <bdi>{chunks}</bdi>
            </span>
          ),
        })}
        subtitle={t('subtitle')}
        image={{ src: STATIC_PAGES.machineRental.image, alt: '' }}
        actions={
          <>
            <a href="#rentals" className={buttonClass('primary')}>
              {t('ctaMachines')}
            </a>
            <a href="#contact" className={buttonClass('secondary')}>
              {t('ctaContact')}
            </a>
          </>
        }
        extra={
          <ChipList
            items={HIGHLIGHTS.map((key) => ({ key, label: t(`highlights.${key}`) }))}
            className="mt-8"
          />
        }
      />

      <RentalList />

      <ProcessSection
        headingId="how-heading"
        title={t('howTitle')}
        subtitle={t('howSubtitle')}
        steps={stepsOf(STEPS, t)}
        className="border-t border-line"
      />

      <ContactSection />
    </>
  );
}
