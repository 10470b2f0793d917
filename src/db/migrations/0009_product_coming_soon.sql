ALTER TABLE "products" ADD COLUMN "coming_soon" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Demo databases seeded before this column: the seeded snack machine (spec: "Coming Soon").
UPDATE "products" SET "coming_soon" = true WHERE "slug_en" = 'automatic-snack-machine' AND coalesce("price_he", '') = '';
