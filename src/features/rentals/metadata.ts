import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/page-metadata';
import { rentalPath } from './localize';
import { findRental } from './queries';

/**
 * A rental page's metadata: its name, its price and first paragraph (or the rental list's
 * description when it has none) and its main picture. A rental has one slug in both languages;
 * nothing for an unknown one (the page goes back to the list).
 */
export async function rentalMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const rental = await findRental(locale, slug);
  if (!rental) return {};
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const summary = rental.paragraphs[0] ?? pages('machineRental.description');
  return pageMetadata({
    locale,
    path: rentalPath(rental.slug),
    title: rental.name,
    description: rental.price ? `${rental.price}. ${summary}` : summary,
    image: rental.imageUrl,
  });
}
