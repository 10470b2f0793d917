import { sql } from 'drizzle-orm';
import type { Database } from '@/db';

export type RateLimit = { limit: number; windowSeconds: number };

/**
 * Counts one hit for `key` and says whether it is within the limit. One atomic upsert, so
 * concurrent requests on several instances cannot slip past the count; a window that has ended
 * starts again at 1.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  { limit, windowSeconds }: RateLimit,
): Promise<{ allowed: boolean; count: number }> {
  const { rows } = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_started_at, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_started_at end
    returning count`);
  const count = Number(rows[0]?.count ?? 1);
  return { allowed: count <= limit, count };
}
