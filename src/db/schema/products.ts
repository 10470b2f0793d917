import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { offerColumns } from './columns';
import type { ProductReview, ProductSpecs } from './product-content';

export type { ProductReview, ProductSpecs } from './product-content';

/** Machines for sale (spec: public-site §3 "Product", back-office §3 "products"). */
export const products = pgTable(
  'products',
  {
    ...offerColumns(),
    slugHe: text('slug_he').notNull().unique(),
    slugEn: text('slug_en').unique(),
    descriptionHe: text('description_he'),
    /** Which picture of the gallery order comes first (spec §3's image list rule). */
    primaryImageIndex: integer('primary_image_index').notNull().default(0),
    /**
     * Whether the page shows the reviews' average rating (and search engines get it as
     * AggregateRating): off until an admin turns it on, as Google's review rules want.
     */
    showRating: boolean('show_rating').notNull().default(false),
    /**
     * Not on sale yet (spec: the snack machine is "Coming Soon"): the site shows "Coming soon"
     * instead of a price and search engines get no Offer. The price text is kept for later.
     */
    comingSoon: boolean('coming_soon').notNull().default(false),
    /** This product's customer reviews, in display order (none: the page has no reviews section). */
    reviews: jsonb('reviews')
      .$type<ProductReview[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The spec sheet (dimensions, power, capacity, per hour, connectivity). */
    specs: jsonb('specs')
      .$type<ProductSpecs>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  // Public read: active products by display order (spec call 2).
  (t) => [index('products_active_order_idx').on(t.isActive, t.displayOrder)],
);

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
