import path from 'node:path';
import { getEnv } from '@/config/env';
import { dataDir } from '@/lib/data-dir';

/** BACKUP_DIR, or `<data dir>/backups`. Never under public/: archives are not served. */
export const backupDir = (): string =>
  path.resolve(getEnv().BACKUP_DIR ?? path.join(dataDir(), 'backups'));
