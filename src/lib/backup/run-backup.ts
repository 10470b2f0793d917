import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '@/db';
import { backupRuns, profiles, user, type BackupRun } from '@/db/schema';
import { sendMail } from '@/lib/mail';
import type { Storage } from '@/lib/storage';
import { createBackup, type BackupResult } from './create-backup';
import { archivesToKeep, type KeepPolicy } from './keep';
import type { BackupTarget } from './target';

/*
 * One backup as the server and the command line make it: one at a time across every instance
 * (a PostgreSQL advisory lock, held on its own connection for the whole run, released by the
 * database if the process dies), recorded in backup_runs (the dashboard, /api/health), the
 * archive moved to its target, then the retention applied. A failure is recorded, logged and
 * e-mailed to the admins once (not again while the following runs keep failing).
 */

export type BackupTrigger = BackupRun['trigger'];

export class BackupBusy extends Error {
  constructor() {
    super('Another backup is running now.');
  }
}

export type RunBackupOptions = {
  db: Database;
  storage: Storage;
  target: BackupTarget;
  trigger: BackupTrigger;
  /** Who asked: an admin's e-mail for "back up now", "system" otherwise. */
  actorEmail: string;
  passphrase?: string;
  keep: KeepPolicy;
  /** A run already claimed for a schedule slot (claimSlot); otherwise one is recorded here. */
  runId?: string;
  now?: Date;
};

export type RunBackupResult = {
  run: BackupRun | null;
  result: BackupResult;
  location: string;
  /** Archives the retention deleted. */
  removed: string[];
};

/** The advisory lock's key (SQL): one backup at a time, whoever starts it. */
const LOCK_KEY = "hashtext('vending-backup')";

/** Whether the database has backup_runs (the command line may run before the migration). */
async function canRecord(db: Database): Promise<boolean> {
  const result = await db.execute<{ present: boolean }>(
    sql`select to_regclass('backup_runs') is not null as present`,
  );
  return result.rows[0]?.present === true;
}

/**
 * Claims a schedule slot: true for exactly one caller per slot, across instances (the slot's
 * unique index), with the run's id; null when another instance has it already.
 */
export async function claimSlot(db: Database, slot: Date): Promise<string | null> {
  const [row] = await db
    .insert(backupRuns)
    .values({ trigger: 'schedule', slot, actorEmail: 'system' })
    .onConflictDoNothing({ target: backupRuns.slot })
    .returning({ id: backupRuns.id });
  return row?.id ?? null;
}

export async function runBackup(options: RunBackupOptions): Promise<RunBackupResult> {
  const { db, target } = options;
  const lock = await db.$client.connect();
  let locked = false;
  try {
    if (options.trigger === 'schedule') {
      // A scheduled run waits for a manual one to end (its slot is claimed already).
      await lock.query(`select pg_advisory_lock(${LOCK_KEY})`);
      locked = true;
    } else {
      const { rows } = await lock.query<{ locked: boolean }>(
        `select pg_try_advisory_lock(${LOCK_KEY}) as locked`,
      );
      locked = rows[0]?.locked === true;
      if (!locked) throw new BackupBusy();
    }
    const record = await canRecord(db);
    let runId = options.runId;
    if (record && !runId) {
      const [row] = await db
        .insert(backupRuns)
        .values({ trigger: options.trigger, actorEmail: options.actorEmail })
        .returning({ id: backupRuns.id });
      runId = row!.id;
    }
    if (record) {
      // Holding the lock, any other "running" row is a run whose process died.
      await db
        .update(backupRuns)
        .set({ status: 'failed', finishedAt: new Date(), error: 'interrupted' })
        .where(and(eq(backupRuns.status, 'running'), ne(backupRuns.id, runId!)));
    }
    try {
      const result = await createBackup({
        db,
        storage: options.storage,
        directory: await target.staging(),
        passphrase: options.passphrase,
        now: options.now,
      });
      const location = await target.store(result.file);
      const [run] = record
        ? await db
            .update(backupRuns)
            .set({ status: 'ok', finishedAt: new Date(), location, bytes: result.bytes })
            .where(eq(backupRuns.id, runId!))
            .returning()
        : [null];
      const removed = await applyRetention(target, options.keep);
      return { run: run ?? null, result, location, removed };
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      console.error(`[backup] failed: ${message}`);
      if (record) await recordFailure(db, runId!, message, target.where);
      throw error;
    }
  } finally {
    if (locked) {
      await lock.query(`select pg_advisory_unlock(${LOCK_KEY})`).catch(() => undefined);
    }
    lock.release();
  }
}

/** Deletes the archives the policy does not keep; returns their names. Never throws. */
export async function applyRetention(target: BackupTarget, keep: KeepPolicy): Promise<string[]> {
  try {
    const archives = await target.list();
    const kept = archivesToKeep(archives, keep);
    const removed: string[] = [];
    for (const archive of archives) {
      if (kept.has(archive.name)) continue;
      await target.remove(archive.name);
      removed.push(archive.name);
    }
    if (removed.length > 0) console.info(`[backup] retention removed ${removed.length} archive(s)`);
    return removed;
  } catch (error) {
    console.error(
      '[backup] retention failed:',
      error instanceof Error ? error.message : String(error),
    );
    return [];
  }
}

/** Records the failure; e-mails the admins when the run before it did not fail too. */
async function recordFailure(db: Database, runId: string, message: string, where: string) {
  try {
    await db
      .update(backupRuns)
      .set({ status: 'failed', finishedAt: new Date(), error: message })
      .where(eq(backupRuns.id, runId));
    const [previous] = await db
      .select({ status: backupRuns.status })
      .from(backupRuns)
      .where(and(ne(backupRuns.id, runId), inArray(backupRuns.status, ['ok', 'failed'])))
      .orderBy(desc(backupRuns.startedAt))
      .limit(1);
    if (previous?.status === 'failed') return; // the admins were told when the streak began
    const admins = await db
      .select({ email: user.email })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(eq(profiles.role, 'admin'));
    for (const admin of admins) {
      await sendMail({
        to: admin.email,
        subject: 'הגיבוי של האתר נכשל',
        text: [
          'הגיבוי האוטומטי של האתר נכשל.',
          '',
          `יעד הגיבוי: ${where}`,
          `השגיאה: ${message}`,
          '',
          'הפרטים מופיעים בלוח הבקרה של ממשק הניהול, ושם אפשר גם לגבות שוב ("גיבוי עכשיו").',
          'הודעה זו נשלחת פעם אחת; לא תישלח שוב עד שגיבוי יצליח וייכשל מחדש.',
        ].join('\n'),
      }).catch((error: unknown) =>
        console.error(
          '[backup] failure e-mail not sent:',
          error instanceof Error ? error.message : String(error),
        ),
      );
    }
  } catch (error) {
    console.error(
      '[backup] recording the failure failed:',
      error instanceof Error ? error.message : String(error),
    );
  }
}
