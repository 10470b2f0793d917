import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db';
import type { InquiryStatus } from '@/db/schema';
import { requireRole } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import { SITE_TIME_ZONE } from '@/lib/site-time';

/** How many days the dashboard's chart shows (today included). */
export const CHART_DAYS = 30;

/** An undelivered lead e-mail older than this is a failure the dashboard warns about. */
const FAILING_AFTER = '1 hour';
/** A lead still "new" after this is unanswered (the inbox's `unanswered` view says the same). */
const UNANSWERED_AFTER = '24 hours';

export type DashboardHome = {
  /** Calendar days on the site's clock ("2026-11-25"): today and the Sunday the week began. */
  today: string;
  weekStart: string;
  counts: {
    /** Inquiries received today / since Sunday (Israel calendar), whatever their status. */
    today: number;
    week: number;
    /** Status still "new" more than 24 hours after it arrived. */
    unanswered: number;
    /** The e-mail to sales has not gone out (yet). */
    undelivered: number;
  };
  /** Lead e-mails undelivered more than an hour after their inquiry arrived; null when none. */
  failing: { count: number; since: Date; lastError: string | null } | null;
  /** Inquiries per day, the last 30 days on the Israel calendar, oldest first, today last. */
  days: { day: string; count: number }[];
  /** The 5 latest inquiries (no personal data beyond the name). */
  latest: { id: string; name: string; status: InquiryStatus; createdAt: Date }[];
};

type Row = {
  today: string;
  week_start: string;
  today_count: number;
  week_count: number;
  unanswered: number;
  undelivered: number;
  failing_count: number;
  failing_since: string | null;
  failing_error: string | null;
  days: { day: string; count: number }[];
  latest: { id: string; name: string; status: InquiryStatus; created_at: string }[] | null;
};

/**
 * Admin only: the dashboard home's figures in one statement. Each count reads one of the inbox's
 * indexes (created_at for today/week, the chart and the latest five, status + created_at for
 * unanswered, the partial "not sent" index for undelivered). Days
 * are Israel calendar days whatever the server's zone; the week starts on Sunday. `now` is the
 * request's time (tests fix it).
 */
export async function loadDashboardHome(at?: Date): Promise<DashboardHome> {
  await requireRole(ROLES_FOR.leads);
  // Read after the session check: the time belongs to this request.
  const now = at ?? new Date();
  const zone = SITE_TIME_ZONE;
  const { rows } = await getDb().execute<Row>(sql`
    with clock as (
      select ${now.toISOString()}::timestamptz as now,
             date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${zone}) as today
    ), bounds as (
      select now, today,
             today at time zone ${zone} as today_start,
             (today - make_interval(days => extract(dow from today)::int)) at time zone ${zone}
               as week_start,
             (today - make_interval(days => ${CHART_DAYS - 1})) at time zone ${zone} as chart_start
        from clock
    )
    select
      to_char(b.today, 'YYYY-MM-DD') as today,
      to_char(b.week_start at time zone ${zone}, 'YYYY-MM-DD') as week_start,
      (select count(*)::int from contact_inquiries c where c.created_at >= b.today_start)
        as today_count,
      (select count(*)::int from contact_inquiries c where c.created_at >= b.week_start)
        as week_count,
      (select count(*)::int from contact_inquiries c
        where c.status = 'new' and c.created_at < b.now - ${UNANSWERED_AFTER}::interval)
        as unanswered,
      (select count(*)::int from contact_inquiries c where c.email_status <> 'sent')
        as undelivered,
      f.count as failing_count, f.since as failing_since,
      (select c.email_last_error from contact_inquiries c
        where c.email_status <> 'sent' and c.created_at < b.now - ${FAILING_AFTER}::interval
          and c.email_last_error is not null
        order by c.created_at desc, c.id desc limit 1) as failing_error,
      (select json_agg(json_build_object('day', to_char(d, 'YYYY-MM-DD'),
                                         'count', coalesce(n.count, 0)) order by d)
         from generate_series(b.today - make_interval(days => ${CHART_DAYS - 1}), b.today,
                              interval '1 day') d
         left join (select (c.created_at at time zone ${zone})::date as day, count(*)::int as count
                      from contact_inquiries c where c.created_at >= b.chart_start
                     group by 1) n on n.day = d::date) as days,
      (select json_agg(l order by l.created_at desc)
         from (select c.id, c.name, c.status, c.created_at from contact_inquiries c
                order by c.created_at desc, c.id desc limit 5) l) as latest
    from bounds b
    cross join lateral (
      select count(*)::int as count, min(c.created_at) as since from contact_inquiries c
       where c.email_status <> 'sent' and c.created_at < b.now - ${FAILING_AFTER}::interval
    ) f
  `);
  const row = rows[0]!;
  return {
    today: row.today,
    weekStart: row.week_start,
    counts: {
      today: row.today_count,
      week: row.week_count,
      unanswered: row.unanswered,
      undelivered: row.undelivered,
    },
    failing:
      row.failing_count > 0 && row.failing_since
        ? {
            count: row.failing_count,
            since: new Date(row.failing_since),
            lastError: row.failing_error,
          }
        : null,
    days: row.days,
    latest: (row.latest ?? []).map((l) => ({
      id: l.id,
      name: l.name,
      status: l.status,
      createdAt: new Date(l.created_at),
    })),
  };
}
