import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Every picture an administrator uploaded, as stored (re-encoded, without EXIF/GPS): its storage
 * key (`machine-images/<unique>.jpg`), type and pixel size, so pages can reserve its space, and
 * the size of the original upload next to what was kept.
 */
export const mediaFiles = pgTable('media_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  uploadedBytes: integer('uploaded_bytes').notNull(),
  /** The admin who uploaded it (no foreign key: the record outlives a removed account). */
  uploadedBy: text('uploaded_by'),
  createdAt: createdAt(),
});

export type MediaFile = typeof mediaFiles.$inferSelect;
