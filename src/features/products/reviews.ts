import type { ProductReview } from '@/db/schema/product-content';
import type { Locale } from '@/i18n/routing';
import { filled } from '@/lib/text';

/*
 * A product's own customer reviews (products.reviews, edited in the back office), as its page
 * shows them. The page's visible average and its structured data both come from
 * `reviewsSummary` of the same reviews, so search engines are told exactly what visitors see.
 */

/** The best rating a review can give. */
export const BEST_RATING = 5;

/** A review in the page's language: English texts fall back to the Hebrew ones. */
export type LocalizedReview = { rating: number; name: string; city: string; text: string };

/** The product's reviews in `locale`, in their stored order. */
export const localizeReviews = (
  reviews: readonly ProductReview[],
  locale: Locale,
): LocalizedReview[] =>
  reviews.map((review) => {
    const en = locale === 'en';
    return {
      rating: review.rating,
      name: (en && filled(review.nameEn)) || review.nameHe,
      city: (en && filled(review.cityEn)) || review.cityHe || '',
      text: (en && filled(review.textEn)) || review.textHe,
    };
  });

export type ReviewsSummary = { ratingValue: number; reviewCount: number };

/** The average (one decimal) and number of the given reviews. */
export function reviewsSummary(reviews: readonly { rating: number }[]): ReviewsSummary {
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  const average = reviews.length > 0 ? total / reviews.length : 0;
  return { ratingValue: Math.round(average * 10) / 10, reviewCount: reviews.length };
}

/**
 * The rating a product's page shows (and its structured data states): the average of its own
 * reviews, only when an admin turned "show the rating" on and it has reviews.
 */
export const productRating = (product: {
  showRating: boolean;
  reviews: readonly { rating: number }[];
}): ReviewsSummary | undefined =>
  product.showRating && product.reviews.length > 0 ? reviewsSummary(product.reviews) : undefined;
