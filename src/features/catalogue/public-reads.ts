import 'server-only';
import { and, asc, eq, or } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/db';
import { products, rentalMachines } from '@/db/schema';

/*
 * The public reads of the offers' pages (products for sale, rental machines), one cached getter
 * each for both kinds: only the rows shown on the site, in display order, with both languages'
 * columns (one cache entry serves both). They are cached for days under the kind's tag, which
 * every write of that kind updates, and a row read by its slug under its own tag too. The
 * features' queries.ts give them their names (getActiveProducts, getRentalBySlug…).
 */

const OFFERS = {
  products: { table: products, slugColumns: [products.slugHe, products.slugEn], row: 'product' },
  rentals: { table: rentalMachines, slugColumns: [rentalMachines.slug], row: 'rental' },
} as const;

export type OfferKind = keyof typeof OFFERS;

type OfferRow<K extends OfferKind> = (typeof OFFERS)[K]['table']['$inferSelect'];

/** Cache tag of one offer's reads, e.g. "product:<id>" (the kind's tag is its name: "products"). */
export const offerTag = (kind: OfferKind, id: string) => `${OFFERS[kind].row}:${id}`;

/** The cache tags a change of one offer touches: its kind's lists and its own reads. */
export const offerTags = (kind: OfferKind, id: string) => [kind, offerTag(kind, id)];

/** The active offers of `kind` by display order. */
export async function getActiveOffers<K extends OfferKind>(kind: K): Promise<OfferRow<K>[]> {
  'use cache';
  cacheTag(kind);
  cacheLife('days');
  const { table } = OFFERS[kind];
  // Drizzle cannot type a select from one of two tables: the row type is given above.
  return (await getDb()
    .select()
    .from(table as PgTable)
    .where(eq(table.isActive, true))
    .orderBy(asc(table.displayOrder))) as OfferRow<K>[];
}

/**
 * The first active offer of `kind` (by display order) whose page answers to `slug` (in any
 * language's slug), or null. The page checks which language's slug matched.
 */
export async function getActiveOfferBySlug<K extends OfferKind>(
  kind: K,
  slug: string,
): Promise<OfferRow<K> | null> {
  'use cache';
  cacheTag(kind);
  cacheLife('days');
  const { table, slugColumns } = OFFERS[kind];
  const [row] = (await getDb()
    .select()
    .from(table as PgTable)
    .where(and(eq(table.isActive, true), or(...slugColumns.map((column) => eq(column, slug)))))
    .orderBy(asc(table.displayOrder))
    .limit(1)) as OfferRow<K>[];
  if (row) cacheTag(offerTag(kind, row.id));
  return row ?? null;
}
