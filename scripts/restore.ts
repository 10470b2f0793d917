/**
 * `npm run restore -- <archive> [--force]`: checks the archive whole (manifest, every checksum,
 * the encryption tag), then restores the rows and the uploaded files and runs the migrations newer
 * than the archive. Refuses a database that holds machines, products, posts, inquiries or users
 * unless --force. Stop the app first. See README "Backups and moving to a new server".
 */
import { parseArgs } from 'node:util';
import { createDb } from '@/db';
import { getEnv } from '@/config/env';
import { ArchiveRefused } from '@/lib/backup/manifest';
import { RestoreRefused, restoreBackup } from '@/lib/backup/restore-backup';
import { getStorage } from '@/lib/storage';
import { loadEnvOrExit, log } from './lib/bootstrap';
import { provideDatabase } from './lib/provide-database';

const usage = 'usage: npm run restore -- <archive file> [--force]';
let parsed;
try {
  parsed = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(usage);
  process.exit(2);
}
if (parsed.positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}

loadEnvOrExit();
const provided = await provideDatabase((m) => console.log(`[db] ${m}`));
const db = createDb(provided.url, 2);
let code = 0;
try {
  const result = await restoreBackup({
    db,
    storage: getStorage(),
    file: parsed.positionals[0]!,
    passphrase: getEnv().BACKUP_PASSPHRASE,
    force: parsed.values.force,
    log,
  });
  const { manifest } = result;
  log(`Restored the backup of ${manifest.createdAt} in ${result.seconds.toFixed(1)} s:`);
  for (const table of manifest.tables) log(`  ${table.name}: ${table.rows} rows`);
  const bytes = manifest.files.reduce((sum, file) => sum + file.entry.size, 0);
  log(`  files: ${manifest.files.length} (${(bytes / 1024 / 1024).toFixed(2)} MB)`);
} catch (error) {
  if (error instanceof ArchiveRefused) {
    console.error(`[app] Archive refused, nothing was changed: ${error.message}`);
    code = 3;
  } else if (error instanceof RestoreRefused) {
    console.error(`[app] Restore refused, nothing was changed: ${error.message}`);
    code = 4;
  } else {
    console.error(
      `[app] Restore failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    code = 1;
  }
} finally {
  await db.$client.end();
  await provided.embedded?.stop();
}
process.exit(code);
