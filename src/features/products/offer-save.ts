import type { OfferSave } from '@/features/catalogue/save';
import type { ProductInput } from './schemas';

/**
 * What a product's save gives the catalogue kit's saveOffer (its slugs, its own columns, where it
 * goes in the list): the dashboard's saveProduct and the history's "restore this version"
 * (src/features/revisions). An edited product stays where it is, a new one goes last.
 */
export const productSave = (input: ProductInput): OfferSave => ({
  slugs: [
    { field: 'slug_he', slug: input.slugHe, generated: input.generated.he },
    { field: 'slug_en', slug: input.slugEn, generated: input.generated.en },
  ],
  // One product's two slugs may be the same; another product's may not (the kit checks).
  columns: ([slugHe, slugEn = null]) => ({
    slugHe: slugHe!,
    slugEn: slugEn === slugHe ? null : slugEn,
    primaryImageIndex: 0,
    showRating: input.showRating,
    comingSoon: input.comingSoon,
    reviews: input.reviews,
    specs: input.specs,
  }),
  position: 'kept',
});
