import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, textList, updatedAt } from './columns';

/** Machines for sale (spec: public-site §3 "Product", back-office §3 "products"). */
export const products = pgTable(
  'products',
  {
    id: id(),
    nameHe: text('name_he').notNull(),
    nameEn: text('name_en'),
    slugHe: text('slug_he').notNull().unique(),
    slugEn: text('slug_en').unique(),
    descriptionHe: text('description_he'),
    descriptionEn: text('description_en'),
    featuresHe: textList('features_he'),
    featuresEn: textList('features_en'),
    /** Free text such as "75,000 ₪ + מע״מ"; empty shows "Contact for price". */
    priceHe: text('price_he'),
    priceEn: text('price_en'),
    imageUrl: text('image_url'),
    galleryImages: textList('gallery_images'),
    primaryImageIndex: integer('primary_image_index').notNull().default(0),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Public read: active products by display order (spec call 2).
  (t) => [index('products_active_order_idx').on(t.isActive, t.displayOrder)],
);

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
