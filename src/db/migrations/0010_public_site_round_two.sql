ALTER TABLE "products" ADD COLUMN "reviews" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "specs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_coordinates_check" CHECK (("machines"."latitude" is null) = ("machines"."longitude" is null) and coalesce("machines"."latitude" between -90 and 90, true) and coalesce("machines"."longitude" between -180 and 180, true));--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD CONSTRAINT "contact_inquiries_purpose_check" CHECK ("contact_inquiries"."purpose" in ('buy', 'rent', 'franchise', 'host', 'other', 'notify'));--> statement-breakpoint
-- The public view gains the map's coordinates at its end (CREATE OR REPLACE may only append columns).
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
  m.phone, m.operating_status, m.status, m.slug_he, m.slug_en, m.created_at, m.updated_at,
  m.latitude, m.longitude
FROM machines m
WHERE m.status = 'active';
