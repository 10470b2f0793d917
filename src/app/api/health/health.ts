import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { mailQueue } from '@/features/contact/delivery';
import { spoolPending } from '@/features/contact/spool';
import { getEnv } from '@/config/env';
import { parseSchedule, slotLength } from '@/lib/backup/schedule';
import { readBackupStatus } from '@/lib/backup/status';

/**
 * The health check behind `GET /api/health` (route.ts), for load balancers and monitoring: 200
 * when the database answers, 503 when it does not (within ~2 s: a hung database must not hang the
 * check). The body says more:
 *
 *   { status: "ok" | "degraded",
 *     database: { reachable, latencyMs },
 *     mail: { queueDepth, oldestUndeliveredSeconds },   // lead e-mails not sent yet (null: unknown)
 *     spool: { pending },                               // inquiries waiting on this server's disk
 *     backup: { lastGoodAt, ageSeconds, lastFailed } }  // the last good backup; the latest failed
 *
 * "degraded" with 200: the database answers, but inquiries wait in the spool, a lead e-mail has
 * waited over an hour, the latest backup failed, or the last good one is older than two of the
 * schedule's slots and an hour (this server still serves; someone should look). No secrets, no personal
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
  backup: { lastGoodAt: string | null; ageSeconds: number | null; lastFailed: boolean };
};

type Probe = Pick<Health, 'database' | 'mail' | 'backup'>;

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

async function probeDatabase(): Promise<Probe> {
  const unreachable = {
    database: { reachable: false, latencyMs: null },
    mail: { queueDepth: null, oldestUndeliveredSeconds: null },
    backup: { lastGoodAt: null, ageSeconds: null, lastFailed: false },
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
    const backups = await readBackupStatus(db);
    const lastGoodAt = backups.lastGood?.finishedAt ?? null;
    const backup = {
      lastGoodAt: lastGoodAt?.toISOString() ?? null,
      ageSeconds: lastGoodAt ? Math.round((Date.now() - lastGoodAt.getTime()) / 1000) : null,
      lastFailed: backups.latest?.status === 'failed',
    };
    return { latencyMs, mail: await mailQueue(db), backup };
  })();
  const done = () => {
    if (holder.__healthStuckSince === started) holder.__healthStuckSince = undefined;
  };
  void work.then(done, done);
  try {
    const { latencyMs, mail, backup } = await within(work, TIMEOUT_MS);
    return { database: { reachable: true, latencyMs }, mail, backup };
  } catch {
    return unreachable;
  }
}

async function check(): Promise<Health> {
  const [{ database, mail, backup }, pending] = await Promise.all([
    probeDatabase(),
    spoolPending().catch(() => 0),
  ]);
  const late = (mail.oldestUndeliveredSeconds ?? 0) > MAIL_LATE_SECONDS;
  const status =
    database.reachable && pending === 0 && !late && !backupOverdue(backup) ? 'ok' : 'degraded';
  return { status, database, mail, spool: { pending }, backup };
}

/** The latest backup failed, or the last good one is older than two slots and an hour. */
function backupOverdue(backup: Health['backup']): boolean {
  if (backup.lastFailed) return true;
  const slot = slotLength(parseSchedule(getEnv().BACKUP_SCHEDULE) ?? { kind: 'off' });
  return (
    slot !== null && backup.ageSeconds !== null && backup.ageSeconds > (2 * slot) / 1000 + 3600
  );
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
