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
--> statement-breakpoint
-- Data: the demo machines' coordinates (src/db/seed/data/machines.ts) for databases seeded before the map; an admin's own coordinates are kept.
UPDATE machines SET latitude = 32.0745, longitude = 34.792 WHERE slug_en = 'tel-aviv-office-tower' AND latitude IS NULL AND longitude IS NULL;
--> statement-breakpoint
UPDATE machines SET latitude = 32.7614, longitude = 35.0195 WHERE slug_en = 'university-of-haifa' AND latitude IS NULL AND longitude IS NULL;
--> statement-breakpoint
UPDATE machines SET latitude = 31.2437, longitude = 34.7985 WHERE slug_en = 'beer-sheva-gas-station' AND latitude IS NULL AND longitude IS NULL;
--> statement-breakpoint
UPDATE machines SET latitude = 31.7745, longitude = 35.2225 WHERE slug_en = 'jerusalem-city-centre-hotel' AND latitude IS NULL AND longitude IS NULL;
--> statement-breakpoint
UPDATE machines SET latitude = 29.556, longitude = 34.953 WHERE slug_en = 'eilat-promenade' AND latitude IS NULL AND longitude IS NULL;
--> statement-breakpoint
UPDATE machines SET latitude = 32.3295, longitude = 34.856 WHERE slug_en = 'netanya-mall' AND latitude IS NULL AND longitude IS NULL;
--> statement-breakpoint
UPDATE machines SET latitude = 33.208, longitude = 35.57 WHERE slug_en = 'kiryat-shmona-community-centre' AND latitude IS NULL AND longitude IS NULL;
--> statement-breakpoint
UPDATE machines SET latitude = 31.964, longitude = 34.8045 WHERE slug_en = 'rishon-lezion-hospital' AND latitude IS NULL AND longitude IS NULL;
--> statement-breakpoint
-- Demo databases seeded before these columns: the seeded pizza machine's four reviews (until now the same on every product's page) and the demo machines' spec sheets; the snack machine (coming soon) gets neither. Rows an admin already gave reviews or specs are left alone.
UPDATE "products" SET "reviews" = '[{"rating":5,"nameHe":"יוסי כהן","nameEn":"David Cohen","cityHe":"תל אביב","cityEn":"Tel Aviv","textHe":"התקנו את המכונה בלובי של בניין המשרדים שלנו והעובדים פשוט אוהבים אותה. הפיצה טעימה, חמה ומוכנה תוך דקות, והשירות מצוין.","textEn":"We installed the machine in our office building lobby and the staff love it. The pizza is tasty, hot and ready in minutes, and the service is excellent."},{"rating":5,"nameHe":"מיכל לוי","nameEn":"Sarah Levi","cityHe":"חיפה","cityEn":"Haifa","textHe":"ההשקעה החזירה את עצמה מהר ממה שציפינו. הצוות ליווה אותנו מבחירת המיקום ועד יום ההפעלה הראשון, ותמיד זמין לכל שאלה.","textEn":"The investment paid back faster than we expected. The team guided us from choosing the location to the first day of operation and is always available."},{"rating":5,"nameHe":"אבי מזרחי","nameEn":"Michael Mizrahi","cityHe":"באר שבע","cityEn":"Beersheba","textHe":"מכונה אמינה שעובדת מסביב לשעון בלי תקלות. הניטור מרחוק חוסך לנו המון זמן, והסטודנטים בקמפוס מרוצים מאוד.","textEn":"A reliable machine that runs around the clock without faults. Remote monitoring saves us a lot of time, and the students on campus are delighted."},{"rating":5,"nameHe":"רונית אברהם","nameEn":"Rachel Abraham","cityHe":"ירושלים","cityEn":"Jerusalem","textHe":"שירות מקצועי ואדיב, התקנה מהירה ואחריות מלאה. ממליצה בחום לכל בעל עסק שמחפש הכנסה נוספת.","textEn":"Professional, friendly service, fast installation and a full warranty. I warmly recommend it to any business owner looking for extra income."}]'::jsonb WHERE "slug_en" = 'automatic-pizza-machine' AND "reviews" = '[]'::jsonb;
--> statement-breakpoint
UPDATE "products" SET "specs" = '{"dimensionsHe":"120 × 95 × 205 ס״מ (רוחב × עומק × גובה)","dimensionsEn":"120 × 95 × 205 cm (W × D × H)","powerHe":"230 וולט, חד-פאזי, 3.5 קילוואט","powerEn":"230 V single-phase, 3.5 kW","capacityHe":"עד 100 פיצות בתא קירור (2–4°C)","capacityEn":"Up to 100 pizzas in a chilled store (2–4°C)","perHour":20,"connectivityHe":"4G ו-Wi-Fi, ניטור מלאי ומכירות מרחוק","connectivityEn":"4G and Wi-Fi, remote stock and sales monitoring"}'::jsonb WHERE "slug_en" = 'automatic-pizza-machine' AND "specs" = '{}'::jsonb;
--> statement-breakpoint
UPDATE "products" SET "specs" = '{"dimensionsHe":"90 × 85 × 195 ס״מ (רוחב × עומק × גובה)","dimensionsEn":"90 × 85 × 195 cm (W × D × H)","powerHe":"230 וולט, 0.6 קילוואט","powerEn":"230 V, 0.6 kW","capacityHe":"עד 350 בקבוקים ופחיות ב-8 מסילות","capacityEn":"Up to 350 bottles and cans in 8 columns","connectivityHe":"4G, ניטור מלאי מרחוק והתראות על חוסרים","connectivityEn":"4G, remote stock monitoring with low-stock alerts"}'::jsonb WHERE "slug_en" = 'automatic-beverage-machine' AND "specs" = '{}'::jsonb;
