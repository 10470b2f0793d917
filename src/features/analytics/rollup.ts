import 'server-only';
import { getDb } from '@/db';
import { toLocalDate } from '@/lib/site-time';

/*
 * Raw page views become daily counts: every finished Israel day still in page_views is copied
 * into analytics_daily and analytics_reach through the live views (migration 0015: the same
 * counting the dashboard uses for today) and marked in analytics_rollups. A day is copied again
 * if views arrived for it after its copy (a batch written just after midnight). Raw views are
 * deleted once their day is copied and RAW_DAYS old. Every 10 minutes in each server process;
 * one at a time across instances (an advisory lock, skipped when another holds it).
 */

const EVERY_MS = 10 * 60 * 1000;
/** Raw views are kept for today and the two days before it at most. */
export const RAW_DAYS = 3;
/** The advisory lock's name: one rollup at a time, whichever instance runs it. */
const LOCK = 'vending-analytics-rollup';

export type RollupResult = { rolled: string[]; deleted: number } | 'busy';

/** Rolls up every finished day that needs it and deletes old raw views; `now` for tests. */
export async function rollUpPageViews(now = new Date()): Promise<RollupResult> {
  const today = toLocalDate(now);
  const client = await getDb().$client.connect();
  try {
    const { rows: locked } = await client.query<{ ok: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as ok',
      [LOCK],
    );
    if (!locked[0]?.ok) return 'busy';
    try {
      const { rows: days } = await client.query<{ day: string }>(
        `select to_char(v.day, 'YYYY-MM-DD') as day
           from (select day, max(at) as last_at from page_views where day < $1::date group by day) v
           left join analytics_rollups r on r.day = v.day
          where r.day is null or v.last_at >= r.rolled_at
          order by v.day`,
        [today],
      );
      for (const { day } of days) {
        await client.query('begin');
        try {
          await client.query('delete from analytics_daily where day = $1::date', [day]);
          await client.query('delete from analytics_reach where day = $1::date', [day]);
          await client.query(
            'insert into analytics_daily select * from analytics_daily_live where day = $1::date',
            [day],
          );
          await client.query(
            `insert into analytics_reach (day, dimension, value, visitors)
             select day, dimension, value, visitors from analytics_reach_live where day = $1::date`,
            [day],
          );
          await client.query(
            `insert into analytics_rollups (day, rolled_at) values ($1::date, now())
             on conflict (day) do update set rolled_at = now()`,
            [day],
          );
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      }
      const { rowCount } = await client.query(
        `delete from page_views v
          where v.day <= $1::date - $2::int
            and exists (select 1 from analytics_rollups r where r.day = v.day and r.rolled_at > v.at)`,
        [today, RAW_DAYS],
      );
      await client.query('delete from analytics_salts where day < $1::date', [today]);
      return { rolled: days.map((d) => d.day), deleted: rowCount ?? 0 };
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [LOCK]);
    }
  } finally {
    client.release();
  }
}

async function runRollup() {
  try {
    const result = await rollUpPageViews();
    if (result !== 'busy' && result.rolled.length > 0) {
      console.log(
        `[analytics] rolled up ${result.rolled.join(', ')}; ${result.deleted} raw views deleted`,
      );
    }
  } catch (error) {
    console.error('[analytics] rollup failed:', (error as Error).message);
  }
}

const state = globalThis as typeof globalThis & { __analyticsRollup?: NodeJS.Timeout };

/** Starts the rollup in this server process (instrumentation.ts); a second call does nothing. */
export function startAnalyticsRollup(): void {
  if (state.__analyticsRollup) return;
  setTimeout(() => void runRollup(), 20_000).unref();
  state.__analyticsRollup = setInterval(() => void runRollup(), EVERY_MS);
  state.__analyticsRollup.unref();
}
