import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * Settings the company changes from the back office, one row per setting (`key`), its value as
 * JSON. A missing row means the setting's default (src/lib/settings). The company settings and
 * page texts of later screens add keys here rather than tables of their own.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  /** The admin's e-mail, or "system". */
  updatedBy: text('updated_by'),
});
