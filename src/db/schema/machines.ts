import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, pgView, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, textList, timestamptz, updatedAt } from './columns';

export const MACHINE_STATUSES = ['active', 'inactive'] as const;
export const OPERATING_STATUSES = ['open', 'closed', 'opening_soon'] as const;
export type MachineStatus = (typeof MACHINE_STATUSES)[number];
export type OperatingStatus = (typeof OPERATING_STATUSES)[number];

/**
 * Where a machine stands (Hebrew and English, and the address's postal code): alike in the table
 * and its public view.
 */
const placeColumns = () => ({
  location: text('location').notNull(),
  locationEn: text('location_en'),
  address: text('address').notNull(),
  addressEn: text('address_en'),
  /** The address's Israeli postal code (7 digits), for search engines' PostalAddress. */
  postalCode: text('postal_code'),
});

/**
 * Machine locations (spec: back-office §3 "machines"). `type` and `image_url` keep the forms the
 * old system stored — a single text or a JSON-encoded list text — and the public view turns them
 * into lists, so the admin forms can write either form.
 */
export const machines = pgTable(
  'machines',
  {
    id: id(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    type: text('type'),
    typeEn: textList('type_en'),
    ...placeColumns(),
    phone: text('phone'),
    status: text('status', { enum: MACHINE_STATUSES }).notNull().default('active'),
    operatingStatus: text('operating_status', { enum: OPERATING_STATUSES })
      .notNull()
      .default('open'),
    imageUrl: text('image_url'),
    galleryImages: textList('gallery_images'),
    slugHe: text('slug_he').unique(),
    slugEn: text('slug_en').unique(),
    /** Where the machine stands on the map (WGS 84 degrees); both or neither. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    /** The location page's last change (the sitemap's lastmod). */
    updatedAt: updatedAt(),
  },
  (t) => [
    check('machines_status_check', sql`${t.status} in ('active', 'inactive')`),
    check(
      'machines_operating_status_check',
      sql`${t.operatingStatus} in ('open', 'closed', 'opening_soon')`,
    ),
    // An Israeli postal code is 7 digits (the form's rule, kept by the table too).
    check('machines_postal_code_check', sql`${t.postalCode} ~ '^[0-9]{7}$'`),
    check(
      'machines_coordinates_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and coalesce(${t.latitude} between -90 and 90, true) and coalesce(${t.longitude} between -180 and 180, true)`,
    ),
    // Public read: active machines, newest first (spec call 3).
    index('machines_status_created_idx').on(t.status, t.createdAt.desc()),
  ],
);

export const machineTypes = pgTable('machine_types', {
  id: id(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Active machines' public columns with `types`, `types_en` and `image_urls` as lists. Defined in
 * the hand-written migration 0001 (it needs a helper function drizzle-kit cannot express).
 */
export const machinesPublic = pgView('machines_public', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  ...placeColumns(),
  type: text('type'),
  typeEn: text('type_en').array().notNull(),
  types: text('types').array().notNull(),
  typesEn: text('types_en').array().notNull(),
  imageUrl: text('image_url'),
  imageUrls: text('image_urls').array().notNull(),
  phone: text('phone'),
  operatingStatus: text('operating_status').notNull(),
  status: text('status').notNull(),
  slugHe: text('slug_he'),
  slugEn: text('slug_en'),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
}).existing();

export type Machine = typeof machines.$inferSelect;
export type NewMachine = typeof machines.$inferInsert;
export type PublicMachine = typeof machinesPublic.$inferSelect;
