import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

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
