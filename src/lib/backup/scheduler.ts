import { getDb, type Database } from '@/db';
import { getEnv } from '@/config/env';
import type { Storage } from '@/lib/storage';
import { configuredBackup } from './configured';
import type { KeepPolicy } from './keep';
import { claimSlot, runBackup } from './run-backup';
import { currentSlot, parseSchedule, slotLength, type BackupSchedule } from './schedule';
import type { BackupTarget } from './target';

/*
 * The running server's backups (BACKUP_SCHEDULE, default daily at 03:00 Israel time). Every
 * instance checks the clock; the first to claim a slot (backup_runs.slot is unique) makes its
 * backup, the others see it taken. A slot missed while every instance was down is made at the
 * next start (the current slot has no run yet): a new installation is backed up in its first
 * minute, a server down at 03:00 when it comes back.
 */

export type BackupJob = {
  db: Database;
  storage: Storage;
  target: BackupTarget;
  schedule: BackupSchedule;
  keep: KeepPolicy;
  passphrase?: string;
};

export type TickOutcome = 'off' | 'taken' | 'done' | 'failed';

/** One look at the clock: claims the current slot and backs up when it is this instance's. */
export async function backupTick(job: BackupJob, now = new Date()): Promise<TickOutcome> {
  const slot = currentSlot(job.schedule, now);
  if (!slot) return 'off';
  const runId = await claimSlot(job.db, slot);
  if (!runId) return 'taken';
  try {
    const { location, result } = await runBackup({
      ...job,
      trigger: 'schedule',
      actorEmail: 'system',
      runId,
      now,
    });
    console.info(
      `[backup] scheduled backup written: ${location} (${result.bytes} bytes) in ${result.seconds.toFixed(1)} s`,
    );
    return 'done';
  } catch {
    return 'failed'; // recorded, logged and e-mailed by runBackup
  }
}

const holder = globalThis as typeof globalThis & { __backupSchedule?: NodeJS.Timeout };

/**
 * Starts the schedule in this server process (instrumentation.ts); a second call does nothing.
 * Checks every 30 s (more often for schedules under two minutes), first 30 s after the start.
 */
export function startBackupSchedule() {
  if (holder.__backupSchedule) return;
  const schedule = parseSchedule(getEnv().BACKUP_SCHEDULE)!;
  const length = slotLength(schedule);
  if (length === null) {
    console.info('[backup] schedule off (BACKUP_SCHEDULE=off)');
    return;
  }
  const every = Math.min(30_000, length / 4);
  let lastSlot = 0;
  let busy = false;
  const tick = async () => {
    const slot = currentSlot(schedule, new Date())!.getTime();
    if (busy || slot === lastSlot) return;
    busy = true;
    try {
      await backupTick({ ...configuredBackup(getDb()), schedule });
      lastSlot = slot;
    } catch (error) {
      // The database away: try again at the next check.
      console.error(
        '[backup] schedule check failed:',
        error instanceof Error ? error.message : error,
      );
    } finally {
      busy = false;
    }
  };
  holder.__backupSchedule = setInterval(() => void tick(), every);
  holder.__backupSchedule.unref();
}
