ALTER TABLE "blog_posts" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('draft', 'published'));--> statement-breakpoint
-- Posts that existed before publishing states were public since they were written.
UPDATE "blog_posts" SET "publish_at" = "created_at";
