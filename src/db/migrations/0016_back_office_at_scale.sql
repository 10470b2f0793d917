CREATE TABLE "seo_page_analyses" (
	"page_path" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"content" jsonb NOT NULL,
	"analyzed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_inquiries_purpose_created_idx" ON "contact_inquiries" USING btree ("purpose","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_inquiries_source_created_idx" ON "contact_inquiries" USING btree ("utm_source","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_inquiries_campaign_created_idx" ON "contact_inquiries" USING btree ("utm_campaign","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_inquiries_page_created_idx" ON "contact_inquiries" USING btree ("page","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_key_at_idx" ON "audit_log" USING btree (coalesce("actor_id", "actor_email"),"at" DESC NULLS FIRST);