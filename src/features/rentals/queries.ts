import 'server-only';
import { getActiveOfferBySlug, getActiveOffers } from '@/features/catalogue/public-reads';
import type { Locale } from '@/i18n/routing';
import { localizeRental } from './localize';
import { resolveRentalSlug } from './slug-alias';

/** Active rental machines by display order (spec call 5), both languages' columns. */
export const getActiveRentals = () => getActiveOffers('rentals');

/** One active rental by its slug (the same in both languages), or null. */
export const getRentalBySlug = (slug: string) => getActiveOfferBySlug('rentals', slug);

/**
 * The rental a `/rental/[slug]` address asks for (after the Hebrew pizza alias), localized in the
 * page's language; null when there is no such active rental.
 */
export async function findRental(locale: Locale, slug: string) {
  const wanted = resolveRentalSlug(slug, locale);
  const rental = wanted === null ? null : await getRentalBySlug(wanted);
  return rental && localizeRental(rental, locale);
}
