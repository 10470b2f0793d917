import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz } from './columns';

export const BACKUP_TRIGGERS = ['schedule', 'manual', 'cli'] as const;
export const BACKUP_RUN_STATUSES = ['running', 'ok', 'failed'] as const;

/**
 * One row per backup attempt (src/lib/backup/run-backup.ts): the dashboard's "last backup", the
 * health check's age of the last good one, and — through the unique `slot` — the proof that
 * several server instances make one scheduled backup per slot, not one each.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: id(),
    trigger: text('trigger', { enum: BACKUP_TRIGGERS }).notNull(),
    /** The schedule's slot this run is for (scheduled runs only): claimed once, by one instance. */
    slot: timestamptz('slot'),
    status: text('status', { enum: BACKUP_RUN_STATUSES }).notNull().default('running'),
    startedAt: createdAt('started_at'),
    finishedAt: timestamptz('finished_at'),
    /** Where the archive went: its path on disk or `s3://bucket/key`. */
    location: text('location'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
    /** Who asked ("back up now": the admin's e-mail; the schedule and the CLI: "system"). */
    actorEmail: text('actor_email'),
  },
  (t) => [
    check('backup_runs_trigger_check', sql`${t.trigger} in ('schedule', 'manual', 'cli')`),
    check('backup_runs_status_check', sql`${t.status} in ('running', 'ok', 'failed')`),
    uniqueIndex('backup_runs_slot_idx').on(t.slot),
    index('backup_runs_started_idx').on(t.startedAt.desc()),
  ],
);

export type BackupRun = typeof backupRuns.$inferSelect;
