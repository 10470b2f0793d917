import 'server-only';
import { getDb } from '@/db';
import { getEnv } from '@/config/env';
import { requireAdmin } from '@/lib/admin/guard';
import { parseSchedule, type BackupSchedule } from '@/lib/backup/schedule';
import { readBackupStatus, type BackupStatus } from '@/lib/backup/status';
import { backupTarget } from '@/lib/backup/target';

export type BackupCardData = BackupStatus & {
  /** The target, for people: a folder or `s3://bucket/prefix/`. */
  where: string;
  schedule: BackupSchedule;
  encrypted: boolean;
};

/** The dashboard's backup card: the last good backup, the latest run, where and when they go. */
export async function loadBackupCard(): Promise<BackupCardData> {
  await requireAdmin();
  const env = getEnv();
  return {
    ...(await readBackupStatus(getDb())),
    where: backupTarget().where,
    schedule: parseSchedule(env.BACKUP_SCHEDULE)!,
    encrypted: env.BACKUP_PASSPHRASE !== undefined,
  };
}
