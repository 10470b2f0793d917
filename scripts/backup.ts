/**
 * `npm run backup`: writes one archive of the database rows and every uploaded file to the backup
 * target (BACKUP_S3_* when set, else BACKUP_DIR, default `.data/backups`), encrypted when
 * BACKUP_PASSPHRASE is set, then applies the retention (BACKUP_KEEP). Runs against DATABASE_URL,
 * else the embedded database under the data folder (stop the app first, or pass
 * DATABASE_URL="$(cat .data/database-url)" while it runs). See README "Backups".
 */
import { createDb } from '@/db';
import { getEnv } from '@/config/env';
import { configuredBackup } from '@/lib/backup/configured';
import { BackupBusy, runBackup } from '@/lib/backup/run-backup';
import { loadEnvOrExit, log } from './lib/bootstrap';
import { provideDatabase } from './lib/provide-database';

loadEnvOrExit();
// No migrations here: a backup copies the database as it is, never changes it.
const provided = await provideDatabase((m) => console.log(`[db] ${m}`));
const db = createDb(provided.url, 3);
let code = 0;
try {
  const env = getEnv();
  const { result, location, removed } = await runBackup({
    ...configuredBackup(db),
    trigger: 'cli',
    actorEmail: 'system',
  });
  const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  log(
    `Backup written: ${location} (${(result.bytes / 1024 / 1024).toFixed(2)} MB, ${rows} rows in ${result.manifest.tables.length} tables, ${result.manifest.files.length} files, migration ${result.manifest.lastMigration}${env.BACKUP_PASSPHRASE ? ', encrypted' : ''}) in ${result.seconds.toFixed(1)} s`,
  );
  if (removed.length > 0) log(`Retention (BACKUP_KEEP) removed ${removed.length} older archive(s)`);
} catch (error) {
  const message =
    error instanceof BackupBusy
      ? error.message
      : `Backup failed: ${error instanceof Error ? error.message : String(error)}`;
  console.error(`[app] ${message}`);
  code = 1;
} finally {
  await db.$client.end();
  await provided.embedded?.stop();
}
process.exit(code);
