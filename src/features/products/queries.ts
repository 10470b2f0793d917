import 'server-only';
import { getActiveOfferBySlug, getActiveOffers } from '@/features/catalogue/public-reads';
import type { Locale } from '@/i18n/routing';
import { decodeSlug } from '@/lib/route-slug';
import { localizeProduct, productSlug } from './localize';

/** Active products by display order (spec call 2), both languages' columns. */
export const getActiveProducts = () => getActiveOffers('products');

/**
 * The active product whose Hebrew or English slug is `slug` (decoded), or null. The page checks
 * which language's slug matched; both languages' columns come back, so one entry serves both.
 */
export const getActiveProductBySlug = (slug: string) => getActiveOfferBySlug('products', slug);

/** The slugs of the active products' pages in `locale` (the detail route's static params). */
export async function getActiveProductSlugs(locale: Locale) {
  return (await getActiveProducts()).map((row) => productSlug(row, locale));
}

/**
 * The active product a route's slug names, in either language, localized for `locale`; `matches`
 * tells whether the slug is this language's (otherwise the page redirects to it). Null when no
 * active product has that slug.
 */
export async function findProduct(locale: Locale, slug: string) {
  const wanted = decodeSlug(slug);
  if (wanted === null) return null;
  const row = await getActiveProductBySlug(wanted);
  if (!row) return null;
  const product = localizeProduct(row, locale);
  return { row, product, matches: product.slug === wanted };
}
