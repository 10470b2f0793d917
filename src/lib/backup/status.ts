import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/db';
import { backupRuns, type BackupRun } from '@/db/schema';

export type BackupStatus = {
  /** The latest successful run. */
  lastGood: BackupRun | null;
  /** The latest run of any outcome (running, ok or failed). */
  latest: BackupRun | null;
};

/** What the dashboard and the health check say about backups. */
export async function readBackupStatus(db: Database): Promise<BackupStatus> {
  const [latest] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1);
  const [lastGood] =
    latest?.status === 'ok'
      ? [latest]
      : await db
          .select()
          .from(backupRuns)
          .where(eq(backupRuns.status, 'ok'))
          .orderBy(desc(backupRuns.finishedAt))
          .limit(1);
  return { lastGood: lastGood ?? null, latest: latest ?? null };
}
