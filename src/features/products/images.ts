import { PLACEHOLDER_IMAGE } from '@/config/images';
import type { Product } from '@/db/schema';

/**
 * A product's images in display order (spec §3): the main image first, then the gallery images
 * without duplicates; a valid `primaryImageIndex` into that list moves its image to the front;
 * with no image at all, the placeholder alone (also shown when one fails to load: spec §3, §8).
 */
export function productImages(
  product: Pick<Product, 'imageUrl' | 'galleryImages' | 'primaryImageIndex'>,
): string[] {
  const list: string[] = [];
  for (const url of [product.imageUrl, ...(product.galleryImages ?? [])]) {
    const trimmed = url?.trim();
    if (trimmed && !list.includes(trimmed)) list.push(trimmed);
  }
  if (list.length === 0) return [PLACEHOLDER_IMAGE];
  const primary = product.primaryImageIndex;
  if (Number.isInteger(primary) && primary > 0 && primary < list.length) {
    const [chosen] = list.splice(primary, 1);
    list.unshift(chosen!);
  }
  return list;
}
