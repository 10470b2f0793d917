ALTER TABLE "machines" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_postal_code_check" CHECK ("machines"."postal_code" ~ '^[0-9]{7}$');--> statement-breakpoint
-- The public view gains the postal code at its end (CREATE OR REPLACE may only append columns).
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
  m.latitude, m.longitude,
  m.postal_code
FROM machines m
WHERE m.status = 'active';
--> statement-breakpoint
-- Data: the demo machines' postal codes (src/db/seed/data/machines.ts) for databases seeded before the column; an admin's own code is kept.
UPDATE machines SET postal_code = '6701101' WHERE slug_en = 'tel-aviv-office-tower' AND postal_code IS NULL;
--> statement-breakpoint
UPDATE machines SET postal_code = '3498838' WHERE slug_en = 'university-of-haifa' AND postal_code IS NULL;
--> statement-breakpoint
UPDATE machines SET postal_code = '9410158' WHERE slug_en = 'jerusalem-city-centre-hotel' AND postal_code IS NULL;
--> statement-breakpoint
UPDATE machines SET postal_code = '8489312' WHERE slug_en = 'beer-sheva-gas-station' AND postal_code IS NULL;
--> statement-breakpoint
UPDATE machines SET postal_code = '8804012' WHERE slug_en = 'eilat-promenade' AND postal_code IS NULL;
--> statement-breakpoint
UPDATE machines SET postal_code = '4249310' WHERE slug_en = 'netanya-mall' AND postal_code IS NULL;
--> statement-breakpoint
UPDATE machines SET postal_code = '1101101' WHERE slug_en = 'kiryat-shmona-community-centre' AND postal_code IS NULL;
--> statement-breakpoint
UPDATE machines SET postal_code = '7525180' WHERE slug_en = 'rishon-lezion-hospital' AND postal_code IS NULL;
--> statement-breakpoint
-- ── Issue 36 "demo heads": demo texts rewritten so every page's <title> is 30–60 characters and its description 120–160 (src/db/seed/data/products.ts, rentals.ts, blog-posts.ts). For databases seeded before: each demo row gets the new text only while it still holds the old seed text, so an admin's own edits are kept.
UPDATE products SET description_he = 'מכונת הפיצה של אוטופיצה מכינה פיצה טרייה וחמה מההתחלה ועד הסוף – בצק, רוטב, גבינה, תוספות ואפייה בתנור מהיר – תוך 3 דקות בלבד, בלי עובדים ובלי השגחה.
הלקוח בוחר פיצה במסך מגע נוח בעברית או באנגלית, מוסיף תוספות מתוך 7 סוגים ומשלם בכרטיס אשראי, בטלפון או בארנק דיגיטלי. המכונה פועלת 24 שעות ביממה, 7 ימים בשבוע, ומתאימה במיוחד לקמפוסים, לבניינים משרדיים, לתחנות דלק, לבתי חולים ולמרכזי קניות.
כל מכונה מחוברת למערכת ניטור מרחוק שמדווחת על מלאי, טמפרטורות ומכירות בזמן אמת. הרכישה כוללת התקנה, הדרכה, אחריות מלאה ושירות טכני מקצועי בכל רחבי הארץ.', updated_at = now() WHERE slug_en = 'automatic-pizza-machine' AND description_he = 'מכונת הפיצה של אוטופיצה מכינה פיצה טרייה וחמה מההתחלה ועד הסוף – לישת הבצק, פריסת הרוטב, פיזור הגבינה והתוספות ואפייה בתנור מהיר – והכול תוך 3 דקות בלבד, בלי עובדים ובלי השגחה.
הלקוח בוחר פיצה במסך מגע נוח בעברית או באנגלית, מוסיף תוספות מתוך 7 סוגים ומשלם בכרטיס אשראי, בטלפון או בארנק דיגיטלי. המכונה פועלת 24 שעות ביממה, 7 ימים בשבוע, ומתאימה במיוחד לקמפוסים, לבניינים משרדיים, לתחנות דלק, לבתי חולים ולמרכזי קניות.
כל מכונה מחוברת למערכת ניטור מרחוק שמדווחת על מלאי, טמפרטורות ומכירות בזמן אמת. הרכישה כוללת התקנה, הדרכה, אחריות מלאה ושירות טכני מקצועי בכל רחבי הארץ.';
--> statement-breakpoint
UPDATE products SET description_en = 'The AutoPizza machine makes a fresh, hot pizza from scratch – dough, sauce, cheese, toppings and a high-speed oven – in just 3 minutes, with no staff on site.
Customers choose their pizza on an intuitive Hebrew or English touch screen, pick from 7 toppings and pay by credit card, phone or digital wallet. The machine runs 24/7, making it a perfect fit for campuses, office buildings, gas stations, hospitals and shopping centres.
Every machine is connected to a remote monitoring system that reports stock levels, temperatures and sales in real time. The purchase includes installation, training, a full warranty and professional technical support anywhere in Israel.', updated_at = now() WHERE slug_en = 'automatic-pizza-machine' AND description_en = 'The AutoPizza machine makes a fresh, hot pizza from start to finish – kneading the dough, spreading the sauce, adding cheese and toppings and baking it in a high-speed oven – in just 3 minutes, with no staff on site.
Customers choose their pizza on an intuitive Hebrew or English touch screen, pick from 7 toppings and pay by credit card, phone or digital wallet. The machine runs 24/7, making it a perfect fit for campuses, office buildings, gas stations, hospitals and shopping centres.
Every machine is connected to a remote monitoring system that reports stock levels, temperatures and sales in real time. The purchase includes installation, training, a full warranty and professional technical support anywhere in Israel.';
--> statement-breakpoint
UPDATE products SET description_en = 'The AutoPizza beverage machine serves cold drinks – soft drinks, mineral water, energy drinks and juices – at just the right temperature, day or night.
It sits naturally next to the pizza machine and rounds off the meal, but it also performs very well on its own in a lobby, a staff dining room or a waiting area. An LED display, contactless payment and remote stock monitoring keep day-to-day operation simple and efficient.', updated_at = now() WHERE slug_en = 'automatic-beverage-machine' AND description_en = 'The AutoPizza beverage machine serves a wide range of cold drinks – soft drinks, mineral water, energy drinks and juices – at just the right temperature, any time of day or night.
It sits naturally next to the pizza machine and rounds off the meal, but it also performs very well on its own in a lobby, a staff dining room or a waiting area. An LED display, contactless payment and remote stock monitoring keep day-to-day operation simple and efficient.';
--> statement-breakpoint
UPDATE products SET description_he = 'בקרוב! מכונת החטיפים החדשה של אוטופיצה תשלים את המשפחה עם מבחר חטיפים מתוקים ומלוחים, חטיפי בריאות ומוצרים ללא גלוטן – זמינים 24/7 בתשלום ללא מגע.
המכונה נמצאת בשלבי פיתוח אחרונים. השאירו פרטים ונעדכן אתכם ראשונים במועד ההשקה, במחיר ובתנאי ההזמנה המוקדמת.', updated_at = now() WHERE slug_en = 'automatic-snack-machine' AND description_he = 'בקרוב! מכונת החטיפים החדשה של אוטופיצה תשלים את המשפחה עם מבחר חטיפים מתוקים ומלוחים, חטיפי בריאות ומוצרים ללא גלוטן.
המכונה נמצאת בשלבי פיתוח אחרונים. השאירו פרטים ונעדכן אתכם ראשונים במועד ההשקה, במחיר ובתנאי ההזמנה המוקדמת.';
--> statement-breakpoint
UPDATE rental_machines SET description_he = 'רוצים ליהנות מהכנסה של מכונת פיצה בלי השקעה ראשונית גדולה? במסלול ההשכרה אתם מקבלים מכונת פיצה אוטומטית מלאה בתשלום חודשי קבוע.
אנחנו דואגים להתקנה, לתחזוקה ולשירות. המסלול מתאים לעסקים שרוצים לבדוק את הפוטנציאל במיקום שלהם לפני רכישה, לאירועים ולעונות עמוסות, ולכל מי שמעדיף גמישות על פני התחייבות ארוכת טווח.', updated_at = now() WHERE slug = 'pizza-machine-rental' AND description_he = 'רוצים ליהנות מהכנסה של מכונת פיצה בלי השקעה ראשונית גדולה? במסלול ההשכרה אתם מקבלים מכונת פיצה אוטומטית מלאה בתשלום חודשי קבוע, ואנחנו דואגים להתקנה, לתחזוקה ולשירות.
המסלול מתאים לעסקים שרוצים לבדוק את הפוטנציאל במיקום שלהם לפני רכישה, לאירועים ולעונות עמוסות, ולכל מי שמעדיף גמישות על פני התחייבות ארוכת טווח.';
--> statement-breakpoint
UPDATE rental_machines SET description_en = 'Want the income of a pizza machine without a large upfront investment? Rent a complete automatic pizza machine for a fixed monthly fee.
We take care of installation, maintenance and service. The plan suits businesses that want to test the potential of their location before buying, events and busy seasons, and anyone who prefers flexibility over a long-term commitment.', updated_at = now() WHERE slug = 'pizza-machine-rental' AND description_en = 'Want the income of a pizza machine without a large upfront investment? With our rental plan you get a complete automatic pizza machine for a fixed monthly fee, and we take care of installation, maintenance and service.
The plan suits businesses that want to test the potential of their location before buying, events and busy seasons, and anyone who prefers flexibility over a long-term commitment.';
--> statement-breakpoint
UPDATE rental_machines SET description_en = 'A cold-drinks machine on a monthly rental – a simple way to upgrade a lobby, staff dining room or waiting area.
We install it, maintain it and make sure it keeps running smoothly. Place it next to an existing pizza machine or start with it as your first step into automated retail.', updated_at = now() WHERE slug = 'beverage-machine-rental' AND description_en = 'A cold-drinks machine on a monthly rental – a simple way to upgrade a lobby, staff dining room or waiting area. We install it, maintain it and make sure it keeps running smoothly.
Place it next to an existing pizza machine or start with it as your first step into automated retail.';
--> statement-breakpoint
UPDATE rental_machines SET description_he = 'החבילה המשתלמת ביותר שלנו: מכונת פיצה ומכונת משקאות זו לצד זו, כך שהלקוחות מקבלים פיצה חמה ושתייה קרה במקום אחד, בכל שעה.
אתם נהנים מסל קנייה ממוצע גבוה יותר, והחבילה כוללת התקנה של שתי המכונות, תחזוקה, שירות טכני ודוחות מכירות חודשיים – במחיר חודשי נמוך יותר מהשכרה נפרדת של כל מכונה.', updated_at = now() WHERE slug = 'pizza-beverage-combo-rental' AND description_he = 'החבילה המשתלמת ביותר שלנו: מכונת פיצה ומכונת משקאות זו לצד זו, לחוויית ארוחה מלאה בכל שעה. הלקוחות מקבלים פיצה חמה ושתייה קרה במקום אחד, ואתם נהנים מסל קנייה ממוצע גבוה יותר.
החבילה כוללת התקנה של שתי המכונות, תחזוקה, שירות טכני ודוחות מכירות חודשיים – במחיר חודשי נמוך יותר מהשכרה נפרדת של כל מכונה.';
--> statement-breakpoint
UPDATE rental_machines SET description_en = 'Our best-value package: a pizza machine and a beverage machine side by side, serving hot pizza and cold drinks in one place at any hour.
You benefit from a higher average order, and the package covers installation of both machines, maintenance, technical support and monthly sales reports – for a lower monthly fee than renting each machine separately.', updated_at = now() WHERE slug = 'pizza-beverage-combo-rental' AND description_en = 'Our best-value package: a pizza machine and a beverage machine side by side for a complete meal at any hour. Customers get a hot pizza and a cold drink in one place, and you benefit from a higher average order.
The package covers installation of both machines, maintenance, technical support and monthly sales reports – for a lower monthly fee than renting each machine separately.';
--> statement-breakpoint
UPDATE blog_posts SET excerpt = 'מחיר הרכישה הוא רק חצי מהתמונה. פירקנו את ההכנסות, את העלויות ואת הזמן עד להחזר ההשקעה, כדי שתוכלו לקבל החלטה מבוססת לפני שאתם קונים מכונה.', updated_at = now() WHERE language = 'he' AND blog_url = 'כמה-מרוויחים-ממכונת-פיצה-אוטומטית' AND excerpt = 'מחיר הרכישה הוא רק חצי מהתמונה. פירקנו את ההכנסות, את העלויות ואת הזמן עד להחזר ההשקעה, כדי שתוכלו לקבל החלטה מבוססת.';
--> statement-breakpoint
UPDATE blog_posts SET excerpt = 'יש שתי דרכים להיכנס לעולם מכונות הפיצה האוטומטיות, ולכל אחת מהן יתרונות משלה. הנה השוואה מעשית של עלויות, ליווי ואחריות שתעזור לכם לבחור.', updated_at = now() WHERE language = 'he' AND blog_url = 'זכיינות-או-רכישה-עצמאית' AND excerpt = 'יש שתי דרכים להיכנס לעולם מכונות הפיצה האוטומטיות, ולכל אחת מהן יתרונות משלה. הנה השוואה מעשית שתעזור לכם לבחור.';
--> statement-breakpoint
UPDATE blog_posts SET excerpt = 'בלי מיקרוגל ובלי פיצה קפואה שמחממים מחדש. כך עובדת מכונת הפיצה האוטומטית של אוטופיצה, שלב אחר שלב: מלישת הבצק ועד פיצה חמה בקופסה תוך 3 דקות.', updated_at = now() WHERE language = 'he' AND blog_url = 'איך-מכינים-פיצה-תוך-3-דקות' AND excerpt = 'בלי מיקרוגל ובלי פיצה קפואה שמחממים מחדש. כך עובדת מכונת הפיצה האוטומטית של אוטופיצה, שלב אחר שלב.';
--> statement-breakpoint
UPDATE blog_posts SET title = 'היגיינה, בטיחות מזון ותחזוקה במכונות אוטומטיות', updated_at = now() WHERE language = 'he' AND blog_url = 'היגיינה-ובטיחות-מזון-במכונות-אוטומטיות' AND title = 'היגיינה, בטיחות מזון ותחזוקה: כך שומרים על מכונה נקייה ובטוחה';
--> statement-breakpoint
UPDATE blog_posts SET excerpt = 'מכונה שמגישה אוכל חייבת לעמוד בסטנדרטים מחמירים. כך אנחנו מקפידים על ניקיון, על טריות חומרי הגלם ועל תחזוקה שוטפת, בכל מכונה ובכל יום.', updated_at = now() WHERE language = 'he' AND blog_url = 'היגיינה-ובטיחות-מזון-במכונות-אוטומטיות' AND excerpt = 'מכונה שמגישה אוכל חייבת לעמוד בסטנדרטים מחמירים. כך אנחנו מקפידים על ניקיון, על טריות חומרי הגלם ועל תחזוקה שוטפת.';
--> statement-breakpoint
UPDATE blog_posts SET title = 'חדש באוטופיצה: מיקומים בצפון ובדרום ומכונת חטיפים בדרך', updated_at = now() WHERE language = 'he' AND blog_url = 'מיקומים-חדשים-ומכונת-חטיפים-בקרוב' AND title = 'חדש באוטופיצה: מיקומים חדשים בצפון ובדרום, ומכונת חטיפים בדרך';
--> statement-breakpoint
UPDATE blog_posts SET excerpt = 'הרשת ממשיכה לגדול: מכונות חדשות נפתחות בקרוב באילת ובקריית שמונה, ומכונת החטיפים שלנו נכנסת לשלב הפיתוח האחרון לקראת ההשקה.', updated_at = now() WHERE language = 'he' AND blog_url = 'מיקומים-חדשים-ומכונת-חטיפים-בקרוב' AND excerpt = 'הרשת ממשיכה לגדול: מכונות חדשות נפתחות בקרוב באילת ובקריית שמונה, ומכונת החטיפים שלנו נכנסת לשלב הפיתוח האחרון.';
--> statement-breakpoint
UPDATE blog_posts SET title = 'How Much Can You Earn from an Automatic Pizza Machine?', updated_at = now() WHERE language = 'en' AND blog_url = 'pizza-vending-machine-roi' AND title = 'How Much Can You Really Earn from an Automatic Pizza Machine?';
--> statement-breakpoint
UPDATE blog_posts SET excerpt = 'No microwave and no reheated frozen pizza. Here is how the AutoPizza machine works, step by step, from kneading the dough to a hot pizza in 3 minutes.', updated_at = now() WHERE language = 'en' AND blog_url = 'how-fresh-pizza-is-ready-in-3-minutes' AND excerpt = 'No microwave and no reheated frozen pizza. Here is how the AutoPizza automatic pizza machine works, step by step.';
--> statement-breakpoint
UPDATE blog_posts SET title = 'Hygiene, Food Safety and Maintenance for Vending Machines', updated_at = now() WHERE language = 'en' AND blog_url = 'hygiene-food-safety-and-maintenance' AND title = 'Hygiene, Food Safety and Maintenance: Keeping Your Machine Clean and Safe';
--> statement-breakpoint
UPDATE blog_posts SET title = 'AutoPizza News: New Locations and a Snack Machine on the Way', updated_at = now() WHERE language = 'en' AND blog_url = 'new-locations-and-snack-machine-coming-soon' AND title = 'AutoPizza News: New Locations North and South, and a Snack Machine on the Way';
--> statement-breakpoint
-- Data: the two demo maintenance posts (src/db/seed/data/blog-posts.ts) get their picture instead of the placeholder; a picture an admin chose is kept.
UPDATE blog_posts SET image_url = '/images/blog/post-5.webp', updated_at = now() WHERE language = 'he' AND blog_url = 'היגיינה-ובטיחות-מזון-במכונות-אוטומטיות' AND image_url IS NULL;
--> statement-breakpoint
UPDATE blog_posts SET image_url = '/images/blog/post-5.webp', updated_at = now() WHERE language = 'en' AND blog_url = 'hygiene-food-safety-and-maintenance' AND image_url IS NULL;
