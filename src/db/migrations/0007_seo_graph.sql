ALTER TABLE "products" ADD COLUMN "show_rating" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "twin_id" uuid;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_twin_id_blog_posts_id_fk" FOREIGN KEY ("twin_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing machines: their creation is the last change we know of.
UPDATE "machines" SET "updated_at" = "created_at";--> statement-breakpoint
-- The public view gains updated_at at its end (CREATE OR REPLACE may only append columns).
CREATE OR REPLACE VIEW machines_public AS
SELECT
  m.id, m.name, m.name_en, m.location, m.location_en, m.address, m.address_en,
  m.type, m.type_en,
  text_to_list(m.type) AS types,
  ARRAY(SELECT btrim(t) FROM unnest(m.type_en) AS t WHERE btrim(t) <> '') AS types_en,
  m.image_url,
  text_to_list(m.image_url) || ARRAY(
    SELECT g FROM unnest(m.gallery_images) WITH ORDINALITY AS x(g, position)
     WHERE btrim(g) <> '' AND NOT (g = ANY (text_to_list(m.image_url)))
     ORDER BY position
  ) AS image_urls,
  m.phone, m.operating_status, m.status, m.slug_he, m.slug_en, m.created_at, m.updated_at
FROM machines m
WHERE m.status = 'active';
