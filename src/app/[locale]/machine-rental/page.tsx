import { Check } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { PageSection } from '@/components/ui/page-section';
import { PageHero } from '@/features/business/components/page-hero';
import { StepLine } from '@/features/business/components/step-line';
import { ContactSection } from '@/features/contact/components/contact-section';
import { RentalCard } from '@/features/rentals/components/rental-card';
import { localizeRental } from '@/features/rentals/localize';
import { getActiveRentals } from '@/features/rentals/queries';
import { staticPageMetadata } from '@/lib/page-metadata';

const HIGHLIGHTS = ['noInvestment', 'installation', 'maintenance'] as const;
const STEPS = ['choose', 'install', 'maintain', 'earn'] as const;

export const generateMetadata = staticPageMetadata('machineRental');

export default async function MachineRentalPage() {
  const locale = await getLocale();
  const t = await getTranslations('rentals');
  const common = await getTranslations('common');
  const rentals = (await getActiveRentals()).map((rental) => localizeRental(rental, locale));

  return (
    <>
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
        image={{ src: '/images/machines/lobby-1.webp', alt: '' }}
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
          <ul className="mt-8 flex flex-wrap gap-2">
            {HIGHLIGHTS.map((key) => (
              <li
                key={key}
                className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-semibold shadow-sm ring-1 ring-line"
              >
                <Check aria-hidden="true" className="size-4 text-open" />
                {t(`highlights.${key}`)}
              </li>
            ))}
          </ul>
        }
      />

      <PageSection
        id="rentals"
        headingId="rentals-heading"
        title={t('listTitle')}
        subtitle={t('listSubtitle')}
      >
        {rentals.length === 0 ? (
          <p className="mt-10 rounded-card bg-cream p-8 text-center text-lg text-ink-soft">
            {t('empty')}
          </p>
        ) : (
          <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {rentals.map((rental, index) => (
              <RentalCard
                key={rental.id}
                rental={rental}
                eager={index === 0}
                labels={{
                  contactForPrice: common('contactForPrice'),
                  viewDetails: t('viewDetails'),
                  moreFeatures: (count) => t('moreFeatures', { count }),
                }}
              />
            ))}
          </div>
        )}
      </PageSection>

      <PageSection
        headingId="how-heading"
        title={t('howTitle')}
        subtitle={t('howSubtitle')}
        centered
        className="border-t border-line"
      >
        <StepLine
          steps={STEPS.map((key) => ({
            key,
            title: t(`steps.${key}.title`),
            text: t(`steps.${key}.text`),
          }))}
        />
      </PageSection>

      <ContactSection />
    </>
  );
}
