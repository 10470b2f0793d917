import type { ProductReview, ProductSpecs } from '@/db/schema/product-content';
import type { AdminOffer } from '@/features/catalogue/components/admin/offer-types';

/** A product as the dashboard shows and edits it (texts never null: the form's default values). */
export type AdminProduct = AdminOffer & {
  slugHe: string;
  slugEn: string;
  /** The page shows the reviews' average rating (and its structured data). */
  showRating: boolean;
  /** Not on sale yet: the site says "Coming soon" instead of the price. */
  comingSoon: boolean;
  /** Its customer reviews, in display order. */
  reviews: ProductReview[];
  /** Its spec sheet (empty fields absent). */
  specs: ProductSpecs;
};
