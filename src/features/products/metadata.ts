import type { Product } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import type { PageHead } from '@/lib/page-head';
import { catalogueHead } from '@/features/catalogue/page-head';
import { productTable } from './catalogue-table';
import { localizeProduct, summary } from './localize';
import { findProduct } from './queries';
import { productRating, type LocalizedReview, type ReviewsSummary } from './reviews';
import type { SpecKey, SpecRow } from './specs';

/**
 * A product page's head: its name, the first paragraph as description, its first picture and
 * its page in each language.
 */
export function productHeadOf(row: Product, locale: Locale): PageHead {
  const product = localizeProduct(row, locale);
  return catalogueHead(productTable, row, locale, {
    name: product.name,
    description: summary(product.paragraphs) || product.name,
    image: product.images[0],
  });
}

/** The head of the product page a route's slug names; null for a slug the page redirects. */
export async function productHead(locale: Locale, slug: string): Promise<PageHead | null> {
  const found = await findProduct(locale, slug);
  return found?.matches ? productHeadOf(found.row, locale) : null;
}

/**
 * What a product page's structured data says besides its name and price, from what the page
 * shows: the average of this product's own reviews (only when the page shows it; none without
 * reviews) and its spec sheet's filled rows as name/value pairs (additionalProperty).
 */
export function productFacts(
  product: { showRating: boolean; reviews: readonly LocalizedReview[]; specs: readonly SpecRow[] },
  /** A spec row's label in the page's language (`products.specs.<key>`). */
  label: (key: SpecKey) => string,
): { rating?: ReviewsSummary; properties: { name: string; value: string | number }[] } {
  return {
    rating: productRating(product),
    properties: product.specs.map(({ key, value }) => ({ name: label(key), value })),
  };
}
