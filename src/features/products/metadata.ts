import type { Product } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import type { PageHead } from '@/lib/page-head';
import { catalogueHead } from '@/features/catalogue/page-head';
import { productTable } from './catalogue-table';
import { localizeProduct, summary } from './localize';
import { findProduct } from './queries';

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

/** The reviews' summary that a product page's structured data states (reviews.ts). */
export { reviewsSummary, type ReviewsSummary } from './reviews';
