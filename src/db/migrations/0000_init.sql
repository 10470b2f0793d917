CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_he" text NOT NULL,
	"name_en" text,
	"slug_he" text NOT NULL,
	"slug_en" text,
	"description_he" text,
	"description_en" text,
	"features_he" text[] DEFAULT '{}'::text[] NOT NULL,
	"features_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_he" text,
	"price_en" text,
	"image_url" text,
	"gallery_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"primary_image_index" integer DEFAULT 0 NOT NULL,
	"images_order" text[] DEFAULT '{}'::text[] NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_he_unique" UNIQUE("slug_he"),
	CONSTRAINT "products_slug_en_unique" UNIQUE("slug_en")
);
--> statement-breakpoint
CREATE TABLE "rental_machines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_he" text NOT NULL,
	"name_en" text,
	"slug" text NOT NULL,
	"description_he" text NOT NULL,
	"description_en" text,
	"price_he" text,
	"price_en" text,
	"features_he" text[] DEFAULT '{}'::text[] NOT NULL,
	"features_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"gallery_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_machines_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "machine_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"type" text,
	"type_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"location" text NOT NULL,
	"location_en" text,
	"address" text NOT NULL,
	"address_en" text,
	"phone" text,
	"status" text DEFAULT 'active' NOT NULL,
	"operating_status" text DEFAULT 'open' NOT NULL,
	"image_url" text,
	"gallery_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"slug_he" text,
	"slug_en" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machines_slug_he_unique" UNIQUE("slug_he"),
	CONSTRAINT "machines_slug_en_unique" UNIQUE("slug_en"),
	CONSTRAINT "machines_status_check" CHECK ("machines"."status" in ('active', 'inactive')),
	CONSTRAINT "machines_operating_status_check" CHECK ("machines"."operating_status" in ('open', 'closed', 'opening_soon'))
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blog_url" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"subtitle" text,
	"subtitle_en" text,
	"excerpt" text,
	"excerpt_en" text,
	"content" text,
	"content_en" text,
	"category" text NOT NULL,
	"category_en" text,
	"author" text NOT NULL,
	"author_en" text,
	"image_url" text,
	"published_date" date NOT NULL,
	"is_blog_of_week" boolean DEFAULT false NOT NULL,
	"bullet_points" text[],
	"bullet_points_en" text[],
	"internal_links" text[],
	"external_links" jsonb,
	"internal_likes" integer DEFAULT 0 NOT NULL,
	"external_likes" integer DEFAULT 0 NOT NULL,
	"keywords" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_language_blog_url_key" UNIQUE("language","blog_url"),
	CONSTRAINT "blog_posts_language_check" CHECK ("blog_posts"."language" in ('he', 'en')),
	CONSTRAINT "blog_posts_internal_likes_check" CHECK ("blog_posts"."internal_likes" >= 0),
	CONSTRAINT "blog_posts_external_likes_check" CHECK ("blog_posts"."external_likes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seo_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_path" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"og_title" text,
	"og_description" text,
	"og_image" text,
	"canonical_url" text,
	"robots" text,
	"schema_markup" text,
	"twitter_title" text,
	"twitter_description" text,
	"twitter_image" text,
	"focus_keyword" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_settings_page_path_unique" UNIQUE("page_path")
);
--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"message" text,
	"locale" text NOT NULL,
	"page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_status" text DEFAULT 'pending' NOT NULL,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_last_error" text,
	"email_next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_sent_at" timestamp with time zone,
	CONSTRAINT "contact_inquiries_locale_check" CHECK ("contact_inquiries"."locale" in ('he', 'en')),
	CONSTRAINT "contact_inquiries_email_status_check" CHECK ("contact_inquiries"."email_status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "contact_inquiries_email_attempts_check" CHECK ("contact_inquiries"."email_attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX "products_active_order_idx" ON "products" USING btree ("is_active","display_order");--> statement-breakpoint
CREATE INDEX "rental_machines_active_order_idx" ON "rental_machines" USING btree ("is_active","display_order");--> statement-breakpoint
CREATE INDEX "machines_status_created_idx" ON "machines" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_one_blog_of_week_idx" ON "blog_posts" USING btree ("language") WHERE "blog_posts"."is_blog_of_week";--> statement-breakpoint
CREATE INDEX "blog_posts_language_published_idx" ON "blog_posts" USING btree ("language","published_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_posts_language_category_published_idx" ON "blog_posts" USING btree ("language","category","published_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_inquiries_pending_idx" ON "contact_inquiries" USING btree ("email_next_attempt_at") WHERE "contact_inquiries"."email_status" = 'pending';--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_idx" ON "contact_inquiries" USING btree ("created_at" DESC NULLS LAST);