import 'server-only';
import { and, asc, eq, or } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/db';
import { products } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { decodeSlug } from '@/lib/route-slug';
import { localizeProduct, productSlug } from './localize';

/** Cache tag of every product read; product writes update it. */
export const PRODUCTS_TAG = 'products';

/** Cache tag of one product's reads, e.g. "product:<id>". */
export const productTag = (id: string) => `product:${id}`;

/** Active products by display order (spec call 2), both languages' columns. */
export async function getActiveProducts() {
  'use cache';
  cacheTag(PRODUCTS_TAG);
  cacheLife('days');
  return getDb()
    .select()
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.displayOrder));
}

/**
 * The active product whose Hebrew or English slug is `slug` (decoded), or null. The page checks
 * which language's slug matched; both languages' columns come back, so one entry serves both.
 */
export async function getActiveProductBySlug(slug: string) {
  'use cache';
  cacheTag(PRODUCTS_TAG);
  cacheLife('days');
  const [row] = await getDb()
    .select()
    .from(products)
    .where(
      and(eq(products.isActive, true), or(eq(products.slugHe, slug), eq(products.slugEn, slug))),
    )
    .orderBy(asc(products.displayOrder))
    .limit(1);
  if (row) cacheTag(productTag(row.id));
  return row ?? null;
}

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
