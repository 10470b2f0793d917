import { getTranslations } from 'next-intl/server';
import type { RentalMachine } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import type { PageHead } from '@/lib/page-head';
import { catalogueHead } from '@/features/catalogue/page-head';
import { rentalTable } from './catalogue-table';
import { localizeRental } from './localize';
import { getRentalBySlug } from './queries';
import { resolveRentalSlug } from './slug-alias';

/**
 * A rental page's head: its name, its price and first paragraph (or the rental list's
 * description when it has none) and its main picture. A rental has one slug in both languages.
 */
export async function rentalHeadOf(row: RentalMachine, locale: Locale): Promise<PageHead> {
  const rental = localizeRental(row, locale);
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const summary = rental.paragraphs[0] ?? pages('machineRental.description');
  return catalogueHead(rentalTable, row, locale, {
    name: rental.name,
    description: rental.price ? `${rental.price}. ${summary}` : summary,
    image: rental.imageUrl,
  });
}

/** The head of the rental page a route's slug names; null for an unknown one. */
export async function rentalHead(locale: Locale, slug: string): Promise<PageHead | null> {
  const wanted = resolveRentalSlug(slug, locale);
  const row = wanted === null ? null : await getRentalBySlug(wanted);
  return row ? rentalHeadOf(row, locale) : null;
}
