CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by" text,
	"fields" jsonb NOT NULL,
	CONSTRAINT "revisions_kind_check" CHECK ("revisions"."kind" in ('machine', 'product', 'rental', 'post'))
);
--> statement-breakpoint
CREATE TABLE "trash" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"title" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" text,
	CONSTRAINT "trash_kind_check" CHECK ("trash"."kind" in ('machine', 'product', 'rental', 'post'))
);
--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "created_by" text;--> statement-breakpoint
CREATE INDEX "revisions_entity_idx" ON "revisions" USING btree ("kind","entity_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trash_deleted_at_idx" ON "trash" USING btree ("deleted_at");