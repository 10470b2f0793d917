import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns';

export const BLOG_LANGUAGES = ['he', 'en'] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];
export type ExternalLink = { title: string; url: string };

/**
 * Publishing (beyond the spec, which only labels it): a draft is never public; a published post
 * is public from `publish_at` on — before that it is "scheduled".
 */
export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** Blog posts (spec: public-site §3 "Blog post", back-office §3 "blog_posts"). */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    blogUrl: text('blog_url').notNull(),
    language: text('language', { enum: BLOG_LANGUAGES }).notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    subtitle: text('subtitle'),
    subtitleEn: text('subtitle_en'),
    excerpt: text('excerpt'),
    excerptEn: text('excerpt_en'),
    /** Newline-separated paragraphs with the admin helper's inline markup. */
    content: text('content'),
    contentEn: text('content_en'),
    category: text('category').notNull(),
    categoryEn: text('category_en'),
    author: text('author').notNull(),
    authorEn: text('author_en'),
    imageUrl: text('image_url'),
    /** The picture's description for screen readers; the title stands in when empty. */
    imageAlt: text('image_alt'),
    publishedDate: date('published_date').notNull(),
    isBlogOfWeek: boolean('is_blog_of_week').notNull().default(false),
    status: text('status', { enum: BLOG_STATUSES }).notNull().default('published'),
    /** When a published post becomes public (a future time: scheduled). */
    publishAt: timestamptz('publish_at').notNull().defaultNow(),
    // The spec saves empty lists as NULL, so these lists are nullable.
    bulletPoints: text('bullet_points').array(),
    bulletPointsEn: text('bullet_points_en').array(),
    internalLinks: text('internal_links').array(),
    externalLinks: jsonb('external_links').$type<ExternalLink[]>(),
    internalLikes: integer('internal_likes').notNull().default(0),
    externalLikes: integer('external_likes').notNull().default(0),
    keywords: text('keywords').array(),
    /**
     * The same article in the other language, when an admin links them (hreflang pairs them);
     * kept symmetric by the blog actions.
     */
    twinId: uuid('twin_id').references((): AnyPgColumn => blogPosts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('blog_posts_language_blog_url_key').on(t.language, t.blogUrl),
    check('blog_posts_language_check', sql`${t.language} in ('he', 'en')`),
    check('blog_posts_internal_likes_check', sql`${t.internalLikes} >= 0`),
    check('blog_posts_external_likes_check', sql`${t.externalLikes} >= 0`),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published')`),
    // At most one Blog of the Week per language.
    uniqueIndex('blog_posts_one_blog_of_week_idx')
      .on(t.language)
      .where(sql`${t.isBlogOfWeek}`),
    // Public reads: list by language newest first (call 6), related posts by category (call 8).
    index('blog_posts_language_published_idx').on(t.language, t.publishedDate.desc()),
    index('blog_posts_language_category_published_idx').on(
      t.language,
      t.category,
      t.publishedDate.desc(),
    ),
  ],
);

export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
