import { sql } from 'drizzle-orm';
import { boolean, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every point in time is stored with its time zone (`timestamp with time zone`). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Columns every content table shares. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = (name = 'created_at') => timestamptz(name).notNull().defaultNow();
/** Set by every update made through Drizzle (the sitemap's lastmod and caches rely on it). */
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** A list of texts that is never NULL: an empty list means "none". */
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * What products for sale and rental machines both have: the id, bilingual names, the English
 * description, feature lists, free-text prices ("75,000 ₪ + מע״מ"; empty shows "Contact for
 * price"), pictures, their order and visibility on the site, and timestamps.
 */
export const offerColumns = () => ({
  id: id(),
  nameHe: text('name_he').notNull(),
  nameEn: text('name_en'),
  descriptionEn: text('description_en'),
  featuresHe: textList('features_he'),
  featuresEn: textList('features_en'),
  priceHe: text('price_he'),
  priceEn: text('price_en'),
  imageUrl: text('image_url'),
  galleryImages: textList('gallery_images'),
  displayOrder: integer('display_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
