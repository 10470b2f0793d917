import { PLACEHOLDER_IMAGE } from '@/config/images';
import type { Product } from '@/db/schema';

/**
 * A product's own pictures in display order (spec §3): the main image first, then the gallery
 * images without duplicates; a valid `primaryImageIndex` into that list moves its image to the
 * front. Empty when it has none (the admin form starts from this list).
 */
export function orderedProductImages(
  product: Pick<Product, 'imageUrl' | 'galleryImages' | 'primaryImageIndex'>,
): string[] {
  const list: string[] = [];
  for (const url of [product.imageUrl, ...(product.galleryImages ?? [])]) {
    const trimmed = url?.trim();
    if (trimmed && !list.includes(trimmed)) list.push(trimmed);
  }
  const primary = product.primaryImageIndex;
  if (Number.isInteger(primary) && primary > 0 && primary < list.length) {
    const [chosen] = list.splice(primary, 1);
    list.unshift(chosen!);
  }
  return list;
}

/**
 * The pictures the public pages show: `orderedProductImages`, or with no image at all the
 * placeholder alone (also shown when one fails to load: spec §3, §8).
 */
export function productImages(
  product: Pick<Product, 'imageUrl' | 'galleryImages' | 'primaryImageIndex'>,
): string[] {
  const list = orderedProductImages(product);
  return list.length > 0 ? list : [PLACEHOLDER_IMAGE];
}
