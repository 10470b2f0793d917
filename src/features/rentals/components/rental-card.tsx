import { getTranslations } from 'next-intl/server';
import { OfferCard } from '@/components/ui/offer-card';
import { PLACEHOLDER_IMAGE } from '@/config/images';
import { rentalPath, type LocalizedRental } from '../localize';

/** A rental machine in the list: image, price badge, name linking to its page, first features. */
export async function RentalCard({ rental, eager }: { rental: LocalizedRental; eager?: boolean }) {
  const t = await getTranslations('rentals');
  return (
    <OfferCard
      look="rental"
      href={rentalPath(rental.slug)}
      name={rental.name}
      image={{
        src: rental.imageUrl ?? PLACEHOLDER_IMAGE,
        sizes: '(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw',
      }}
      eager={eager}
      price={rental.price}
      features={rental.features}
      moreFeatures={(count) => t('moreFeatures', { count })}
      details={t('viewDetails')}
    />
  );
}
