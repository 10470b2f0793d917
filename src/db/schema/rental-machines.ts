import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { offerColumns } from './columns';

/** Machines for rent (spec: public-site §3 "Rental machine"). One slug serves both languages. */
export const rentalMachines = pgTable(
  'rental_machines',
  {
    ...offerColumns(),
    slug: text('slug').notNull().unique(),
    descriptionHe: text('description_he').notNull(),
  },
  // Public read: active rentals by display order (spec call 5).
  (t) => [index('rental_machines_active_order_idx').on(t.isActive, t.displayOrder)],
);

export type RentalMachine = typeof rentalMachines.$inferSelect;
export type NewRentalMachine = typeof rentalMachines.$inferInsert;
