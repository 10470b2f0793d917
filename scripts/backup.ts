/**
 * `npm run backup`: writes one archive of the database rows and every uploaded file to BACKUP_DIR
 * (default `.data/backups`), encrypted when BACKUP_PASSPHRASE is set. Runs against DATABASE_URL,
 * else the embedded database under the data folder (stop the app first, or pass
 * DATABASE_URL="$(cat .data/database-url)" while it runs). See README "Backups".
 */
import { createDb } from '@/db';
import { getEnv } from '@/config/env';
import { createBackup } from '@/lib/backup/create-backup';
import { getStorage } from '@/lib/storage';
import { backupDir } from './lib/backup-dir';
import { loadEnvOrExit, log } from './lib/bootstrap';
import { provideDatabase } from './lib/provide-database';

loadEnvOrExit();
// No migrations here: a backup copies the database as it is, never changes it.
const provided = await provideDatabase((m) => console.log(`[db] ${m}`));
const db = createDb(provided.url, 2);
let code = 0;
try {
  const result = await createBackup({
    db,
    storage: getStorage(),
    directory: backupDir(),
    passphrase: getEnv().BACKUP_PASSPHRASE,
  });
  const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  log(
    `Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(2)} MB, ${rows} rows in ${result.manifest.tables.length} tables, ${result.manifest.files.length} files, migration ${result.manifest.lastMigration}${getEnv().BACKUP_PASSPHRASE ? ', encrypted' : ''}) in ${result.seconds.toFixed(1)} s`,
  );
} catch (error) {
  console.error(`[app] Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await db.$client.end();
  await provided.embedded?.stop();
}
process.exit(code);
