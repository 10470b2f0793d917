import type { Database } from '@/db';
import { getEnv } from '@/config/env';
import { getStorage } from '@/lib/storage';
import { parseKeep } from './keep';
import type { RunBackupOptions } from './run-backup';
import { backupTarget } from './target';

/**
 * A backup of this installation as its environment configures it (uploads' storage, BACKUP_DIR
 * or BACKUP_S3_*, BACKUP_PASSPHRASE, BACKUP_KEEP) on `db`: what the schedule, "back up now" and
 * `npm run backup` all run.
 */
export function configuredBackup(
  db: Database,
): Pick<RunBackupOptions, 'db' | 'storage' | 'target' | 'passphrase' | 'keep'> {
  const env = getEnv();
  return {
    db,
    storage: getStorage(),
    target: backupTarget(),
    passphrase: env.BACKUP_PASSPHRASE,
    keep: parseKeep(env.BACKUP_KEEP)!,
  };
}
