import type { PageViewDevice } from '@/db/schema/page-views';

/**
 * What /admin/analytics shows for a range of Israel calendar days (report-queries.ts reads it).
 * "Visitors" are unique per day (the salt that makes a visitor recognisable lives one day), so
 * a range's visitors are the sum of its days' visitors. A conversion is inquiries ÷ visitors,
 * null when there were no visitors.
 */
export type AnalyticsRange = {
  /** First and last day, both included ("2026-11-01"). */
  from: string;
  to: string;
  /** Which choice of the range picker this is. */
  preset: '30' | '90' | 'custom';
};

export type ConversionRow = {
  views: number;
  visitors: number;
  /** Inquiries sent in the range from this page / with this source or campaign. */
  inquiries: number;
  conversion: number | null;
};

export type AnalyticsReport = {
  range: { from: string; to: string };
  totals: ConversionRow;
  /** Every day of the range, oldest first. */
  days: { day: string; views: number; visitors: number }[];
  /** The 20 most viewed pages (decoded paths, "/en/products/pizza-machine"). */
  pages: ({ path: string } & ConversionRow)[];
  /** The 10 most viewed blog posts. */
  posts: ({ path: string } & ConversionRow)[];
  /** By utm_source; '' is "no campaign source" (direct, search, links). Top 20. */
  sources: ({ source: string } & ConversionRow)[];
  /** By utm_campaign ('' left out). Top 20. */
  campaigns: ({ campaign: string } & ConversionRow)[];
  /** By the referring site's host; '' is "none (direct or the site itself)". Top 20. */
  referrers: { host: string; views: number; visitors: number }[];
  devices: { device: PageViewDevice; views: number; visitors: number }[];
  languages: { lang: 'he' | 'en'; views: number; visitors: number }[];
  /** Visitors who saw a product page, those of them who then opened the contact page that day. */
  funnel: { productVisitors: number; thenContact: number; rate: number | null };
};

/** The dashboard home's two figures for the week (since Sunday, Israel calendar). */
export type WeekTraffic = {
  visitors: number;
  inquiries: number;
  conversion: number | null;
};
