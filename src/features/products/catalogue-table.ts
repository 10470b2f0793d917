import { products, type Product } from '@/db/schema';
import { offerTags } from '@/features/catalogue/public-reads';
import type { OrderedTable } from '@/features/catalogue/table';
import { productPath, productSlug } from './localize';

/** What the kit reads of a product: its slugs, and for a delete its name and pictures. */
export type ProductSlugs = Pick<Product, 'id' | 'slugHe' | 'slugEn'> &
  Partial<Pick<Product, 'nameHe' | 'imageUrl' | 'galleryImages'>>;

/** A product's pictures as stored: main image first, then the gallery. */
export const storedImages = (row: Partial<Pick<Product, 'imageUrl' | 'galleryImages'>>) =>
  [row.imageUrl, ...(row.galleryImages ?? [])].filter((url): url is string => Boolean(url));

/** The products table for the catalogue kit (src/features/catalogue). */
export const productTable: OrderedTable<ProductSlugs> = {
  table: products,
  idColumn: products.id,
  slugColumns: [products.slugHe, products.slugEn],
  nameColumn: products.nameHe,
  activeColumn: products.isActive,
  orderColumn: products.displayOrder,
  createdColumn: products.createdAt,
  tags: (id) => offerTags('products', id),
  auditEntity: 'product',
  trashKind: 'product',
  slugsOf: (row) => [row.slugHe, row.slugEn],
  path: productPath,
  pageSlug: productSlug,
  imagesOf: storedImages,
};
