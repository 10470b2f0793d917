import type { Product } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { filled } from '@/lib/text';
import { productImages } from './images';
import { localizeReviews } from './reviews';
import { localizeSpecs } from './specs';

/** The slug of a product's page in `locale`: English falls back to the Hebrew slug. */
export const productSlug = (product: Pick<Product, 'slugHe' | 'slugEn'>, locale: Locale) =>
  (locale === 'en' && filled(product.slugEn)) || product.slugHe;

/** The locale-less path of a product's page, e.g. "/products/automatic-pizza-machine". */
export const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;

/** A product's texts in one language; English falls back to the Hebrew fields when empty. */
export function localizeProduct(product: Product, locale: Locale) {
  const en = locale === 'en';
  const description = (en && filled(product.descriptionEn)) || product.descriptionHe || '';
  const images = productImages(product);
  return {
    id: product.id,
    slug: productSlug(product, locale),
    name: (en && filled(product.nameEn)) || product.nameHe,
    /** The description's non-empty lines, trimmed, one paragraph each. */
    paragraphs: description
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    features: en && product.featuresEn.length > 0 ? product.featuresEn : product.featuresHe,
    /** Not on sale yet: "Coming soon" instead of a price, and no Offer for search engines. */
    comingSoon: product.comingSoon,
    /** Empty means "Contact for price" (or, coming soon, no price at all). */
    price: product.comingSoon
      ? ''
      : ((en ? filled(product.priceEn) : undefined) ?? filled(product.priceHe) ?? ''),
    /** All pictures in display order (see `productImages`): the detail page's gallery. */
    images,
    /** The card/preview image: the first of the display order (primary image rule applied). */
    imageUrl: images[0],
    /** Whether the page shows the reviews' average (and its structured data the same rating). */
    showRating: product.showRating,
    /** The product's own reviews, in their order (none: the page has no reviews section). */
    reviews: localizeReviews(product.reviews ?? [], locale),
    /** The spec sheet's filled rows (none: the page has no spec table). */
    specs: localizeSpecs(product.specs ?? {}, locale),
  };
}

export type LocalizedProduct = ReturnType<typeof localizeProduct>;

/** The first paragraph, cut at a word near 160 characters, for the meta description. */
export function summary(paragraphs: readonly string[]): string {
  const first = paragraphs[0] ?? '';
  if (first.length <= 160) return first;
  return `${first.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}
