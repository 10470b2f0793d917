import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, textList, updatedAt } from './columns';

/** Machines for rent (spec: public-site §3 "Rental machine"). */
export const rentalMachines = pgTable(
  'rental_machines',
  {
    id: id(),
    nameHe: text('name_he').notNull(),
    nameEn: text('name_en'),
    slug: text('slug').notNull().unique(),
    descriptionHe: text('description_he').notNull(),
    descriptionEn: text('description_en'),
    priceHe: text('price_he'),
    priceEn: text('price_en'),
    featuresHe: textList('features_he'),
    featuresEn: textList('features_en'),
    imageUrl: text('image_url'),
    galleryImages: textList('gallery_images'),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Public read: active rentals by display order (spec call 5).
  (t) => [index('rental_machines_active_order_idx').on(t.isActive, t.displayOrder)],
);

export type RentalMachine = typeof rentalMachines.$inferSelect;
export type NewRentalMachine = typeof rentalMachines.$inferInsert;
