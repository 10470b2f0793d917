import type { Product } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { productImages } from './images';

const filled = (value: string | null | undefined) => (value && value.trim() ? value : undefined);

/** A product's texts in one language; English falls back to the Hebrew fields when empty. */
export function localizeProduct(product: Product, locale: Locale) {
  const en = locale === 'en';
  return {
    id: product.id,
    slug: (en && filled(product.slugEn)) || product.slugHe,
    name: (en && filled(product.nameEn)) || product.nameHe,
    description: (en && filled(product.descriptionEn)) || product.descriptionHe || '',
    features: en && product.featuresEn.length > 0 ? product.featuresEn : product.featuresHe,
    /** Empty means "Contact for price". */
    price: (en ? filled(product.priceEn) : undefined) ?? filled(product.priceHe) ?? '',
    /** The card/preview image: the first of the display order (primary image rule applied). */
    imageUrl: productImages(product)[0],
  };
}

export type LocalizedProduct = ReturnType<typeof localizeProduct>;
