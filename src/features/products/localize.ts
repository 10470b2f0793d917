import type { Product } from '@/db/schema';
import type { Locale } from '@/i18n/routing';

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
    imageUrl: filled(product.imageUrl),
  };
}

export type LocalizedProduct = ReturnType<typeof localizeProduct>;
