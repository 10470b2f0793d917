import { sql } from 'drizzle-orm';
import type { Database } from '@/db';

export type RateLimit = { limit: number; windowSeconds: number };
export type RateLimitHit = {
  allowed: boolean;
  count: number;
  /** Where the hit was counted: the database, or this process's memory while it is unreachable. */
  countedIn: 'database' | 'memory';
};

/**
 * Counts one hit for `key` and says whether it is within the limit. One atomic upsert, so
 * concurrent requests on several instances cannot slip past the count; a window that has ended
 * starts again at 1. When the database cannot count (it is down), the hit is counted in this
 * process's memory with the same limit and window (hitMemoryRateLimit), so an outage does not
 * open the door to a flood.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimit,
): Promise<RateLimitHit> {
  const { limit, windowSeconds } = rule;
  try {
    const { rows } = await db.execute<{ count: number }>(sql`
      insert into rate_limits (key, window_started_at, count) values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
        window_started_at = case when rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_started_at end
      returning count`);
    const count = Number(rows[0]?.count ?? 1);
    return { allowed: count <= limit, count, countedIn: 'database' };
  } catch {
    return hitMemoryRateLimit(key, rule);
  }
}

/** The memory counter holds at most this many keys; the oldest window goes first. */
const MEMORY_MAX_KEYS = 10_000;

// On globalThis: one counter per process, however many copies of this module the bundler makes.
const holder = globalThis as typeof globalThis & {
  __memoryRateLimits?: Map<string, { endsAt: number; count: number }>;
};

/** The per-process fallback of hitRateLimit: same rule, counted in memory. */
export function hitMemoryRateLimit(
  key: string,
  { limit, windowSeconds }: RateLimit,
  now = Date.now(),
): RateLimitHit {
  const windows = (holder.__memoryRateLimits ??= new Map());
  let entry = windows.get(key);
  if (!entry || entry.endsAt <= now) {
    windows.delete(key);
    if (windows.size >= MEMORY_MAX_KEYS) {
      for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
      // Still full: forget the window opened first (Maps iterate in insertion order).
      if (windows.size >= MEMORY_MAX_KEYS) windows.delete(windows.keys().next().value!);
    }
    entry = { endsAt: now + windowSeconds * 1000, count: 0 };
    windows.set(key, entry);
  }
  entry.count += 1;
  return { allowed: entry.count <= limit, count: entry.count, countedIn: 'memory' };
}

/**
 * Forgets the counters whose window ended more than a day ago, ours (rate_limits) and Better
 * Auth's (auth_rate_limit): their keys hold visitors' addresses, which are kept no longer than
 * the longest window needs (a day is well past every window: 10 minutes for the contact form).
 * Run hourly by the privacy job (src/features/contact/retention.ts). Returns how many went.
 */
export async function forgetEndedRateLimits(db: Database, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  const ours = await db.execute(
    sql`delete from rate_limits where window_started_at < ${dayAgo.toISOString()}::timestamptz`,
  );
  const auth = await db.execute(
    sql`delete from auth_rate_limit where last_request < ${dayAgo.getTime()}`,
  );
  return (ours.rowCount ?? 0) + (auth.rowCount ?? 0);
}
