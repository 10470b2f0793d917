import { OfferCard } from '@/components/ui/offer-card';
import { PLACEHOLDER_IMAGE } from '@/config/images';
import { rentalPath, type LocalizedRental } from '../localize';

/** A rental machine in the list: image, price badge, name linking to its page, first features. */
export function RentalCard({
  rental,
  labels,
  eager,
}: {
  rental: LocalizedRental;
  labels: {
    contactForPrice: string;
    viewDetails: string;
    moreFeatures: (count: number) => string;
  };
  eager?: boolean;
}) {
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
      contactForPrice={labels.contactForPrice}
      features={rental.features}
      moreFeatures={labels.moreFeatures}
      details={labels.viewDetails}
    />
  );
}
