import { pageParams } from '@/i18n/routing';
import { localizeRental } from './localize';
import { getRentalBySlug } from './queries';
import { resolveRentalSlug } from './slug-alias';

/**
 * The rental a `/rental/[slug]` address asks for (after the Hebrew pizza alias), localized in the
 * page's language; `rental` is null when there is no such active rental.
 */
export async function findRental(params: Promise<{ locale: string; slug: string }>) {
  const { locale, slug } = await pageParams(params);
  const rental = await getRentalBySlug(resolveRentalSlug(slug, locale));
  return { locale, rental: rental && localizeRental(rental, locale) };
}
