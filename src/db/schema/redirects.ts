import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Old public addresses that moved: a renamed slug leaves its old path here, pointing at the new
 * one, so shared links and search results keep working (permanent redirect). Paths are stored as
 * the path functions make them, with the language prefix and the slug percent-encoded:
 * `/location/%D7%9E…`, `/en/products/x`.
 */
export const redirects = pgTable('redirects', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path').notNull(),
  createdAt: createdAt(),
  /** The admin whose save moved the page (e-mail); null for moves made before this was kept. */
  createdBy: text('created_by'),
});

export type Redirect = typeof redirects.$inferSelect;
