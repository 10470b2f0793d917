import type { OfferSave } from '@/features/catalogue/save';
import type { RentalInput } from './schemas';

/**
 * What a rental machine's save gives the catalogue kit's saveOffer: the dashboard's saveRental and
 * the history's "restore this version" (src/features/revisions). Display order (spec §9: a choice
 * from 0 to the number of rentals): a larger choice, or none, puts it last.
 */
export const rentalSave = (input: RentalInput): OfferSave => ({
  // One slug serves both languages.
  slugs: [{ field: 'slug', slug: input.slug, generated: input.slugGenerated }],
  columns: ([slug]) => ({ slug: slug! }),
  position: input.displayOrder ?? 'last',
});
