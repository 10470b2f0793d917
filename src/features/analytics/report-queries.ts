import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Database } from '@/db';
import type { PageViewDevice } from '@/db/schema/page-views';
import { requireRole } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import { SITE_TIME_ZONE, toLocalDate } from '@/lib/site-time';
import { cubeBetween, reachBetween } from './cube';
import type { AnalyticsRange, AnalyticsReport, ConversionRow, WeekTraffic } from './report-types';

/** How many rows each "top" table keeps. */
const TOP = 20;
const TOP_POSTS = 10;
/** A blog post's public path. */
const POST_PATH = '^(/en)?/blog/.';

const rate = (inquiries: number, visitors: number) => (visitors > 0 ? inquiries / visitors : null);

type Counted = { views: number; visitors: number; inquiries: number };
const withRate = <T extends Counted>(row: T): T & ConversionRow => ({
  ...row,
  conversion: rate(row.inquiries, row.visitors),
});

type ReportRow = {
  totals: { views: number; visitors: number; inquiries: number };
  days: { day: string; views: number; visitors: number }[];
  pages: ({ path: string } & Counted)[] | null;
  posts: ({ path: string } & Counted)[] | null;
  sources: ({ source: string } & Counted)[] | null;
  campaigns: ({ campaign: string } & Counted)[] | null;
  referrers: { host: string; views: number; visitors: number }[] | null;
  devices: { device: PageViewDevice; views: number; visitors: number }[] | null;
  languages: { lang: 'he' | 'en'; views: number; visitors: number }[] | null;
  funnel_product: number;
  funnel_contact: number;
};

/**
 * Admin and sales: the analytics screen's figures for a range of Israel days, in one statement.
 * Views are summed from the cube, visitors from the day's unique counts along the same
 * dimension (cube.ts), inquiries counted from the inbox over the same days by the field the
 * inquiry kept (its page, its first-touch utm_source / utm_campaign).
 */
export async function loadAnalyticsReport(range: AnalyticsRange): Promise<AnalyticsReport> {
  await requireRole(ROLES_FOR.analytics);
  return queryAnalyticsReport(getDb(), range);
}

/** The report's statement itself, on any database (the benchmark runs it directly). */
export async function queryAnalyticsReport(
  db: Database,
  { from, to }: Pick<AnalyticsRange, 'from' | 'to'>,
): Promise<AnalyticsReport> {
  const zone = SITE_TIME_ZONE;
  const { rows } = await db.execute<ReportRow>(sql`
    with cube as materialized (select * from ${cubeBetween(from, to)} c),
    reach as materialized (select * from ${reachBetween(from, to)} r),
    leads as materialized (
      select page, coalesce(utm_source, '') as source, coalesce(utm_campaign, '') as campaign
        from contact_inquiries
       where created_at >= (${from}::date)::timestamp at time zone ${zone}
         and created_at < ((${to}::date + 1)::timestamp at time zone ${zone})
    ),
    -- One pass over the cube for every dimension's views (a grouping set per dimension: in each
    -- row only its own column is not null).
    views_by as (
      select case when grouping(path) = 0 then 'page'
                  when grouping(utm_source) = 0 then 'source'
                  when grouping(utm_campaign) = 0 then 'campaign'
                  when grouping(ref_host) = 0 then 'referrer'
                  when grouping(device) = 0 then 'device'
                  else 'lang' end as dimension,
             coalesce(path, utm_source, utm_campaign, ref_host, device, lang) as value,
             sum(views)::int as views
        from cube
       group by grouping sets ((path), (utm_source), (utm_campaign), (ref_host), (device), (lang))
    ),
    per_day as (
      select v.day, v.views, coalesce(r.visitors, 0) as visitors
        from (select day, sum(views)::int as views from cube group by day) v
        left join (select day, sum(visitors)::int as visitors from reach
                    where dimension = 'all' group by day) r on r.day = v.day
    ),
    visitors_by as (
      select dimension, value, sum(visitors)::int as visitors from reach group by dimension, value
    ),
    counted as (
      select v.dimension, v.value, v.views, coalesce(r.visitors, 0) as visitors
        from views_by v
        left join visitors_by r on r.dimension = v.dimension and r.value = v.value
    ),
    leads_by as (
      select 'page' as dimension, page as value, count(*)::int as inquiries from leads
       where page is not null group by page
      union all select 'source', source, count(*)::int from leads group by source
      union all select 'campaign', campaign, count(*)::int from leads group by campaign
    ),
    ranked as (
      select c.*, coalesce(l.inquiries, 0) as inquiries
        from counted c
        left join leads_by l on l.dimension = c.dimension and l.value = c.value
    )
    select
      json_build_object(
        'views', (select coalesce(sum(views), 0)::int from per_day),
        'visitors', (select coalesce(sum(visitors), 0)::int from reach where dimension = 'all'),
        'inquiries', (select count(*)::int from leads)) as totals,
      (select json_agg(json_build_object(
                'day', to_char(d, 'YYYY-MM-DD'),
                'views', coalesce(p.views, 0),
                'visitors', coalesce(p.visitors, 0))
              order by d)
         from generate_series(${from}::date, ${to}::date, interval '1 day') d
         left join per_day p on p.day = d::date) as days,
      (select json_agg(json_build_object('path', value, 'views', views, 'visitors', visitors,
                                         'inquiries', inquiries) order by views desc, value)
         from (select * from ranked where dimension = 'page'
                order by views desc, value limit ${TOP}) t) as pages,
      (select json_agg(json_build_object('path', value, 'views', views, 'visitors', visitors,
                                         'inquiries', inquiries) order by views desc, value)
         from (select * from ranked where dimension = 'page' and value ~ ${POST_PATH}
                order by views desc, value limit ${TOP_POSTS}) t) as posts,
      (select json_agg(json_build_object('source', value, 'views', views, 'visitors', visitors,
                                         'inquiries', inquiries) order by views desc, value)
         from (select * from ranked where dimension = 'source'
                order by views desc, value limit ${TOP}) t) as sources,
      (select json_agg(json_build_object('campaign', value, 'views', views,
                                         'visitors', visitors, 'inquiries', inquiries)
                       order by views desc, value)
         from (select * from ranked where dimension = 'campaign' and value <> ''
                order by views desc, value limit ${TOP}) t) as campaigns,
      (select json_agg(json_build_object('host', value, 'views', views, 'visitors', visitors)
                       order by views desc, value)
         from (select * from counted where dimension = 'referrer'
                order by views desc, value limit ${TOP}) t) as referrers,
      (select json_agg(json_build_object('device', value, 'views', views, 'visitors', visitors)
                       order by views desc, value)
         from counted where dimension = 'device') as devices,
      (select json_agg(json_build_object('lang', value, 'views', views, 'visitors', visitors)
                       order by views desc, value)
         from counted where dimension = 'lang') as languages,
      (select coalesce(sum(visitors), 0)::int from reach
        where dimension = 'funnel' and value = 'product') as funnel_product,
      (select coalesce(sum(visitors), 0)::int from reach
        where dimension = 'funnel' and value = 'product-contact') as funnel_contact
  `);
  const row = rows[0]!;
  return {
    range: { from, to },
    totals: withRate(row.totals),
    days: row.days.map((d) => ({
      day: d.day,
      views: Number(d.views),
      visitors: Number(d.visitors),
    })),
    pages: (row.pages ?? []).map(withRate),
    posts: (row.posts ?? []).map(withRate),
    sources: (row.sources ?? []).map(withRate),
    campaigns: (row.campaigns ?? []).map(withRate),
    referrers: row.referrers ?? [],
    devices: row.devices ?? [],
    languages: row.languages ?? [],
    funnel: {
      productVisitors: row.funnel_product,
      thenContact: row.funnel_contact,
      rate: row.funnel_product > 0 ? row.funnel_contact / row.funnel_product : null,
    },
  };
}

/** The Sunday that began `day`'s week ("2026-11-22" for any day of that week). */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - date.getUTCDay());
  return date.toISOString().slice(0, 10);
}

/**
 * Admin and sales: visitors since Sunday on the Israel calendar (each day's unique visitors,
 * summed), and the week's inquiries over them.
 */
export async function loadWeekTraffic(at?: Date): Promise<WeekTraffic> {
  await requireRole(ROLES_FOR.analytics);
  // Read after the session check: the time belongs to this request.
  return queryWeekTraffic(getDb(), at ?? new Date());
}

export async function queryWeekTraffic(db: Database, at: Date): Promise<WeekTraffic> {
  const today = toLocalDate(at);
  const from = weekStartOf(today);
  const zone = SITE_TIME_ZONE;
  const { rows } = await db.execute<{ visitors: number; inquiries: number }>(sql`
    select
      (select coalesce(sum(visitors), 0)::int from ${reachBetween(from, today)} r
        where r.dimension = 'all') as visitors,
      (select count(*)::int from contact_inquiries
        where created_at >= (${from}::date)::timestamp at time zone ${zone}
          and created_at < ((${today}::date + 1)::timestamp at time zone ${zone})) as inquiries
  `);
  const { visitors, inquiries } = rows[0]!;
  return { visitors, inquiries, conversion: rate(inquiries, visitors) };
}
