import { CatalogueCard } from '@/features/catalogue/components/catalogue-card';
import { rentalPath, type LocalizedRental } from '../localize';

/** A rental machine in the list: image, price badge, name linking to its page, first features. */
export function RentalCard({ rental, eager }: { rental: LocalizedRental; eager?: boolean }) {
  return (
    <CatalogueCard kind="rental" offer={rental} href={rentalPath(rental.slug)} eager={eager} />
  );
}
