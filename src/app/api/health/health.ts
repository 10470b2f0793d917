import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { mailQueue } from '@/features/contact/delivery';
import { spoolPending } from '@/features/contact/spool';

/**
 * The health check behind `GET /api/health` (route.ts), for load balancers and monitoring: 200
 * when the database answers, 503 when it does not (within ~2 s: a hung database must not hang the
 * check). The body says more:
 *
 *   { status: "ok" | "degraded",
 *     database: { reachable, latencyMs },
 *     mail: { queueDepth, oldestUndeliveredSeconds },   // lead e-mails not sent yet (null: unknown)
 *     spool: { pending } }                              // inquiries waiting on this server's disk
 *
 * "degraded" with 200: the database answers, but inquiries wait in the spool or a lead e-mail has
 * waited over an hour (this server still serves; someone should look). No secrets, no personal
 * data. Checks are shared: concurrent requests, and those within a second, get the same answer,
 * and no new query starts while an earlier one hangs, so the endpoint cannot flood the database.
 */

const TIMEOUT_MS = 2000;
const FRESH_MS = 1000;
const STUCK_RETRY_MS = 30_000;
/** A lead e-mail unsent for longer than this makes the status "degraded" (as the dashboard warns). */
const MAIL_LATE_SECONDS = 3600;

export type Health = {
  status: 'ok' | 'degraded';
  database: { reachable: boolean; latencyMs: number | null };
  mail: { queueDepth: number | null; oldestUndeliveredSeconds: number | null };
  spool: { pending: number };
};

const holder = globalThis as typeof globalThis & {
  __health?: { at: number; result: Promise<Health> };
  /** When a database call of an earlier check that has not returned (hung) started. */
  __healthStuckSince?: number;
};

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function probeDatabase(): Promise<Pick<Health, 'database' | 'mail'>> {
  const unreachable = {
    database: { reachable: false, latencyMs: null },
    mail: { queueDepth: null, oldestUndeliveredSeconds: null },
  };
  const started = performance.now();
  // Do not pile up calls on a hung database: one at a time, a new one at most every 30 s.
  const stuckSince = holder.__healthStuckSince;
  if (stuckSince !== undefined && started - stuckSince < STUCK_RETRY_MS) return unreachable;
  holder.__healthStuckSince = started;
  const work = (async () => {
    const db = getDb();
    await db.execute(sql`select 1`);
    const latencyMs = Math.round(performance.now() - started);
    return { latencyMs, mail: await mailQueue(db) };
  })();
  const done = () => {
    if (holder.__healthStuckSince === started) holder.__healthStuckSince = undefined;
  };
  void work.then(done, done);
  try {
    const { latencyMs, mail } = await within(work, TIMEOUT_MS);
    return { database: { reachable: true, latencyMs }, mail };
  } catch {
    return unreachable;
  }
}

async function check(): Promise<Health> {
  const [{ database, mail }, pending] = await Promise.all([
    probeDatabase(),
    spoolPending().catch(() => 0),
  ]);
  const late = (mail.oldestUndeliveredSeconds ?? 0) > MAIL_LATE_SECONDS;
  const status = database.reachable && pending === 0 && !late ? 'ok' : 'degraded';
  return { status, database, mail, spool: { pending } };
}

function currentHealth(): Promise<Health> {
  const cached = holder.__health;
  if (cached && performance.now() - cached.at < FRESH_MS) return cached.result;
  const result = check();
  holder.__health = { at: performance.now(), result };
  // A check is fresh from when it answered, not from when it started.
  void result.then(() => {
    if (holder.__health?.result === result) holder.__health.at = performance.now();
  });
  return result;
}

/** The health answer: JSON (or, for HEAD, no body), never cached. */
export async function healthResponse(withBody: boolean): Promise<Response> {
  const health = await currentHealth();
  return new Response(withBody ? JSON.stringify(health) : null, {
    status: health.database.reachable ? 200 : 503,
    headers: { 'Cache-Control': 'no-store', 'Content-Type': 'application/json' },
  });
}
