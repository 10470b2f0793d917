import type { RentalMachine } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { filled } from '@/lib/text';

/** The locale-less path of a rental's page; a rental has one slug in both languages. */
export const rentalPath = (slug: string) => `/rental/${encodeURIComponent(slug)}`;

/** A rental's texts in one language; English falls back to the Hebrew fields when empty. */
export function localizeRental(rental: RentalMachine, locale: Locale) {
  const en = locale === 'en';
  const description = (en && filled(rental.descriptionEn)) || rental.descriptionHe || '';
  const imageUrl = filled(rental.imageUrl);
  return {
    id: rental.id,
    slug: rental.slug,
    name: (en && filled(rental.nameEn)) || rental.nameHe,
    /** The description's non-empty lines, one paragraph each. */
    paragraphs: description
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    features: en && rental.featuresEn.length > 0 ? rental.featuresEn : rental.featuresHe,
    /** Empty means "Contact for price". */
    price: (en ? filled(rental.priceEn) : undefined) ?? filled(rental.priceHe) ?? '',
    imageUrl,
    /** Main image first, then the gallery without duplicates or blanks. */
    images: [...new Set([imageUrl, ...rental.galleryImages.map(filled)])].filter(
      (url): url is string => Boolean(url),
    ),
  };
}

export type LocalizedRental = ReturnType<typeof localizeRental>;
