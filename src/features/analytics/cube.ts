import { sql, type SQL } from 'drizzle-orm';

/*
 * The counts of a range of days, whether or not those days are rolled up yet. A rolled-up day
 * (analytics_rollups) is read from the kept tables; any other day (today, or a day whose rollup
 * has not run) from the live views over the raw page views, which count it the same way
 * (migration 0015). Every reader of the counts (the dashboard, the CSV, the home's week) goes
 * through these two, so a figure never depends on when the rollup last ran.
 */

/**
 * Page views per day × page × language × device × referrer × campaign:
 * (day, path, lang, device, ref_host, utm_source, utm_medium, utm_campaign, views).
 */
export const cubeBetween = (from: string, to: string): SQL => sql`(
  select day, path, lang, device, ref_host, utm_source, utm_medium, utm_campaign, views
    from analytics_daily where day between ${from}::date and ${to}::date
  union all
  select l.day, l.path, l.lang, l.device, l.ref_host, l.utm_source, l.utm_medium, l.utm_campaign,
         l.views
    from analytics_daily_live l
   where l.day between ${from}::date and ${to}::date
     and not exists (select 1 from analytics_rollups r where r.day = l.day)
)`;

/** Unique visitors per day along one dimension: (day, dimension, value, visitors). */
export const reachBetween = (from: string, to: string): SQL => sql`(
  select day, dimension, value, visitors
    from analytics_reach where day between ${from}::date and ${to}::date
  union all
  select l.day, l.dimension, l.value, l.visitors
    from analytics_reach_live l
   where l.day between ${from}::date and ${to}::date
     and not exists (select 1 from analytics_rollups r where r.day = l.day)
)`;
