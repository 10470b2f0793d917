import type { Product } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { filled } from '@/lib/text';
import { productImages } from './images';

/** The slug of a product's page in `locale`: English falls back to the Hebrew slug. */
export const productSlug = (product: Pick<Product, 'slugHe' | 'slugEn'>, locale: Locale) =>
  (locale === 'en' && filled(product.slugEn)) || product.slugHe;

/** The locale-less path of a product's page, e.g. "/products/automatic-pizza-machine". */
export const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;

/** A product's texts in one language; English falls back to the Hebrew fields when empty. */
export function localizeProduct(product: Product, locale: Locale) {
  const en = locale === 'en';
  return {
    id: product.id,
    slug: productSlug(product, locale),
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
