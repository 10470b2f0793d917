import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/db';
import { rentalMachines } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { localizeRental } from './localize';
import { resolveRentalSlug } from './slug-alias';

/** Cache tag of every rental read; rental writes update it. */
export const RENTALS_TAG = 'rentals';
/** Per-rental tag, for writes that touch one rental. */
export const rentalTag = (id: string) => `rental:${id}`;

/** Active rental machines by display order (spec call 5), both languages' columns. */
export async function getActiveRentals() {
  'use cache';
  cacheTag(RENTALS_TAG);
  cacheLife('days');
  return getDb()
    .select()
    .from(rentalMachines)
    .where(eq(rentalMachines.isActive, true))
    .orderBy(asc(rentalMachines.displayOrder));
}

/** One active rental by its slug (the same in both languages), or null. */
export async function getRentalBySlug(slug: string) {
  'use cache';
  cacheTag(RENTALS_TAG);
  cacheLife('days');
  const [rental] = await getDb()
    .select()
    .from(rentalMachines)
    .where(and(eq(rentalMachines.slug, slug), eq(rentalMachines.isActive, true)))
    .limit(1);
  if (rental) cacheTag(rentalTag(rental.id));
  return rental ?? null;
}

/**
 * The rental a `/rental/[slug]` address asks for (after the Hebrew pizza alias), localized in the
 * page's language; null when there is no such active rental.
 */
export async function findRental(locale: Locale, slug: string) {
  const wanted = resolveRentalSlug(slug, locale);
  const rental = wanted === null ? null : await getRentalBySlug(wanted);
  return rental && localizeRental(rental, locale);
}
