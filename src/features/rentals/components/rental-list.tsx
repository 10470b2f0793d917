import { getLocale, getTranslations } from 'next-intl/server';
import { PageSection } from '@/components/ui/page-section';
import { localizeRental } from '../localize';
import { getActiveRentals } from '../queries';
import { RentalCard } from './rental-card';

/**
 * The machine-rental page's list of active rentals (the "#rentals" target of its hero), three
 * columns from lg up, or a line inviting contact when there are none.
 */
export async function RentalList() {
  const locale = await getLocale();
  const t = await getTranslations('rentals');
  const common = await getTranslations('common');
  const rentals = (await getActiveRentals()).map((rental) => localizeRental(rental, locale));

  return (
    <PageSection
      id="rentals"
      headingId="rentals-heading"
      title={t('listTitle')}
      subtitle={t('listSubtitle')}
    >
      {rentals.length === 0 ? (
        // Not EmptyState: this is one plain line on the cream tint, without its bold title and ring.
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
  );
}
