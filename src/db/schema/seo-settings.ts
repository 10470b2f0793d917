import { bigint, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';

/** Per-page search-engine settings (spec: back-office §3 "seo_settings"); page_path is the key. */
export const seoSettings = pgTable('seo_settings', {
  id: id(),
  pagePath: text('page_path').notNull().unique(),
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  metaKeywords: text('meta_keywords'),
  ogTitle: text('og_title'),
  ogDescription: text('og_description'),
  ogImage: text('og_image'),
  canonicalUrl: text('canonical_url'),
  robots: text('robots'),
  schemaMarkup: text('schema_markup'),
  twitterTitle: text('twitter_title'),
  twitterDescription: text('twitter_description'),
  twitterImage: text('twitter_image'),
  focusKeyword: text('focus_keyword'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type SeoSetting = typeof seoSettings.$inferSelect;
export type NewSeoSetting = typeof seoSettings.$inferInsert;

/**
 * The SEO dashboard's analyses of the pages it lists (src/features/seo/admin-queries.ts): what a
 * page served, read from its HTML, with the version of its content it was read at (its last
 * change, in milliseconds). Kept so that a restarted server does not read thousands of pages
 * again: only the pages whose version moved on are read. A cache: emptying it costs one slow
 * visit, nothing else.
 */
export const seoPageAnalyses = pgTable('seo_page_analyses', {
  pagePath: text('page_path').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  /** The PageContent (src/features/seo/page-content.ts). */
  content: jsonb('content').notNull(),
  analyzedAt: timestamptz('analyzed_at').notNull(),
});
