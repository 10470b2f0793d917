import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/db';
import { products } from '@/db/schema';

/** Cache tag of every product read; product writes update it. */
export const PRODUCTS_TAG = 'products';

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
