CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"lang" text NOT NULL,
	"device" text NOT NULL,
	"ref_host" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_path_lang_device_ref_host_utm_source_utm_medium_utm_campaign_pk" PRIMARY KEY("day","path","lang","device","ref_host","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "analytics_reach" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_reach_dimension_day_value_pk" PRIMARY KEY("dimension","day","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"lang" text NOT NULL,
	"device" text NOT NULL,
	"ref_host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"visitor" "bytea" NOT NULL,
	CONSTRAINT "page_views_lang_check" CHECK ("page_views"."lang" in ('he', 'en')),
	CONSTRAINT "page_views_device_check" CHECK ("page_views"."device" in ('phone', 'tablet', 'desktop'))
);
--> statement-breakpoint
CREATE INDEX "page_views_day_idx" ON "page_views" USING btree ("day","visitor");--> statement-breakpoint
-- The raw views counted the way the rolled-up tables hold them: the rollup copies a finished day from these views, and the dashboard reads a day not yet rolled up (today) through them. One definition for both, so a live day and a rolled-up day always agree.
CREATE VIEW "analytics_daily_live" AS
  SELECT day, path, lang, device, ref_host, utm_source, utm_medium, utm_campaign, count(*)::int AS views
    FROM page_views
   GROUP BY day, path, lang, device, ref_host, utm_source, utm_medium, utm_campaign;
--> statement-breakpoint
CREATE VIEW "analytics_reach_live" AS
  SELECT day, 'all'::text AS dimension, ''::text AS value, count(DISTINCT visitor)::int AS visitors FROM page_views GROUP BY day
  UNION ALL SELECT day, 'page', path, count(DISTINCT visitor)::int FROM page_views GROUP BY day, path
  UNION ALL SELECT day, 'source', utm_source, count(DISTINCT visitor)::int FROM page_views GROUP BY day, utm_source
  UNION ALL SELECT day, 'campaign', utm_campaign, count(DISTINCT visitor)::int FROM page_views GROUP BY day, utm_campaign
  UNION ALL SELECT day, 'referrer', ref_host, count(DISTINCT visitor)::int FROM page_views GROUP BY day, ref_host
  UNION ALL SELECT day, 'device', device, count(DISTINCT visitor)::int FROM page_views GROUP BY day, device
  UNION ALL SELECT day, 'lang', lang, count(DISTINCT visitor)::int FROM page_views GROUP BY day, lang
  UNION ALL SELECT day, 'funnel', 'product', count(*)::int
    FROM (SELECT day, visitor FROM page_views WHERE path ~ '^(/en)?/products/.' GROUP BY day, visitor) p
   GROUP BY day
  UNION ALL SELECT day, 'funnel', 'product-contact', count(*)::int
    FROM (SELECT day, visitor FROM page_views GROUP BY day, visitor
          HAVING min(at) FILTER (WHERE path ~ '^(/en)?/products/.') < max(at) FILTER (WHERE path IN ('/contact', '/en/contact'))) f
   GROUP BY day;
