import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/*
 * Cookie-free visit counting (src/features/analytics). Nothing here identifies a person: no
 * address, no user agent, no cookie. A visitor is a hash of the day's secret salt with the
 * address, user agent and site; the salt is deleted once its day has passed, so yesterday's
 * hashes cannot be linked to today's or recomputed from an address. Unknown dimensions are ''
 * (not NULL) so that they take part in keys and groupings.
 */

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const PAGE_VIEW_DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type PageViewDevice = (typeof PAGE_VIEW_DEVICES)[number];

/** The secret salt of each Israel calendar day; only today's is kept. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: bytea('salt').notNull(),
});

/**
 * Raw page views, as the beacon endpoint batches them: kept a few days, until each day is
 * rolled up into analytics_daily and analytics_reach (rollup.ts).
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz('at').notNull().defaultNow(),
    /** The Israel calendar day of `at`. */
    day: date('day').notNull(),
    /** A public page's path, decoded as the site lists it ("/en/products/pizza-machine"). */
    path: text('path').notNull(),
    lang: text('lang').notNull(),
    device: text('device').notNull(),
    /** The referring site's host name, '' when none or the site itself. */
    refHost: text('ref_host').notNull().default(''),
    utmSource: text('utm_source').notNull().default(''),
    utmMedium: text('utm_medium').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    /** 16 bytes of sha-256(day's salt, address, user agent, site). */
    visitor: bytea('visitor').notNull(),
  },
  (t) => [
    index('page_views_day_idx').on(t.day, t.visitor),
    check('page_views_lang_check', sql`${t.lang} in ('he', 'en')`),
    check('page_views_device_check', sql`${t.device} in ('phone', 'tablet', 'desktop')`),
  ],
);

/** Page views per day × page × source × device: the rolled-up counts, kept for good. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    lang: text('lang').notNull(),
    device: text('device').notNull(),
    refHost: text('ref_host').notNull(),
    utmSource: text('utm_source').notNull(),
    utmMedium: text('utm_medium').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({
      columns: [
        t.day,
        t.path,
        t.lang,
        t.device,
        t.refHost,
        t.utmSource,
        t.utmMedium,
        t.utmCampaign,
      ],
    }),
  ],
);

/**
 * Unique visitors per day along one dimension at a time (they cannot be summed from the cube:
 * one visitor seeing three pages is one visitor of the day). `dimension`: 'all' (value ''),
 * 'page', 'source', 'campaign', 'referrer', 'device', 'lang', and 'funnel' ('product': saw a
 * product page; 'product-contact': then the contact page the same day).
 */
export const analyticsReach = pgTable(
  'analytics_reach',
  {
    day: date('day').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.value] })],
);

/** Which days are rolled up (their raw views may be deleted), and when. */
export const analyticsRollups = pgTable('analytics_rollups', {
  day: date('day').primaryKey(),
  rolledAt: timestamptz('rolled_at').notNull().defaultNow(),
});
