/**
 * The customer reviews a product's page shows (texts under `products.reviews.<key>`), each with
 * its star rating. The page's visible average and its structured data both come from
 * `reviewsSummary`, so search engines are told exactly what visitors see.
 */
export const PRODUCT_REVIEWS = [
  { key: 'first', rating: 5 },
  { key: 'second', rating: 5 },
  { key: 'third', rating: 5 },
  { key: 'fourth', rating: 5 },
] as const;

/** The best rating a review can give. */
export const BEST_RATING = 5;

export type ReviewsSummary = { ratingValue: number; reviewCount: number };

/** The average (one decimal) and number of the given reviews. */
export function reviewsSummary(
  reviews: readonly { rating: number }[] = PRODUCT_REVIEWS,
): ReviewsSummary {
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  const average = reviews.length > 0 ? total / reviews.length : 0;
  return { ratingValue: Math.round(average * 10) / 10, reviewCount: reviews.length };
}
