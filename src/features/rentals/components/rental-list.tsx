import { CalendarClock } from '@/components/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
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
  const rentals = (await getActiveRentals()).map((rental) => localizeRental(rental, locale));

  return (
    <PageSection
      id="rentals"
      headingId="rentals-heading"
      title={t('listTitle')}
      subtitle={t('listSubtitle')}
    >
      {rentals.length === 0 ? (
        <EmptyState icon={CalendarClock} title={t('empty')} className="mt-10" />
      ) : (
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {rentals.map((rental, index) => (
            <RentalCard key={rental.id} rental={rental} eager={index === 0} />
          ))}
        </div>
      )}
    </PageSection>
  );
}
