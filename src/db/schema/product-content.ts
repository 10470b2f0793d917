/**
 * The shapes of a product's JSON columns. A plain module (no drizzle import) so the product form,
 * a client component, can use them.
 */

/** One customer review of a product, in both languages (English optional, as elsewhere). */
export interface ProductReview {
  /** 1–5 stars. */
  rating: number;
  nameHe: string;
  nameEn?: string;
  cityHe?: string;
  cityEn?: string;
  textHe: string;
  textEn?: string;
}

/**
 * A machine's spec sheet, what buyers compare: every field optional; an empty one is not shown.
 * Texts carry their units ("80 × 90 × 195 ס״מ").
 */
export interface ProductSpecs {
  dimensionsHe?: string;
  dimensionsEn?: string;
  powerHe?: string;
  powerEn?: string;
  capacityHe?: string;
  capacityEn?: string;
  /** Pizzas (or items) served per hour. */
  perHour?: number;
  connectivityHe?: string;
  connectivityEn?: string;
}
