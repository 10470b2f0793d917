/**
 * `npm run restore -- <archive> [--force]` (or `--latest`): checks the archive whole (manifest, every checksum,
 * the encryption tag), then restores the rows and the uploaded files and runs the migrations newer
 * than the archive. Refuses a database that holds machines, products, posts, inquiries or users
 * unless --force. <archive> is a file, or the name of an archive in the backup target (BACKUP_S3_*
 * or BACKUP_DIR), which is copied here first; --latest takes the newest there. Stop the app first. See README "Backups and moving to a new server".
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '@/db';
import { getEnv } from '@/config/env';
import { ArchiveRefused } from '@/lib/backup/manifest';
import { RestoreRefused, restoreBackup } from '@/lib/backup/restore-backup';
import { backupTarget } from '@/lib/backup/target';
import { getStorage } from '@/lib/storage';
import { loadEnvOrExit, log } from './lib/bootstrap';
import { provideDatabase } from './lib/provide-database';

const usage =
  'usage: npm run restore -- <archive file or name> [--force]  |  npm run restore -- --latest [--force]';
let parsed;
try {
  parsed = parseArgs({
    options: { force: { type: 'boolean' }, latest: { type: 'boolean' } },
    allowPositionals: true,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(usage);
  process.exit(2);
}
if (parsed.positionals.length !== (parsed.values.latest ? 0 : 1)) {
  console.error(usage);
  process.exit(2);
}

loadEnvOrExit();
const archive = await localArchive(parsed.positionals[0]);

const provided = await provideDatabase((m) => console.log(`[db] ${m}`));
const db = createDb(provided.url, 2);
let code = 0;
try {
  const result = await restoreBackup({
    db,
    storage: getStorage(),
    file: archive.file,
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
  await archive.cleanup();
  await db.$client.end();
  await provided.embedded?.stop();
}
process.exit(code);

/** The archive as a local file: the path given, or a copy of one from the backup target. */
async function localArchive(
  given: string | undefined,
): Promise<{ file: string; cleanup: () => Promise<void> }> {
  if (given && existsSync(given)) return { file: given, cleanup: async () => {} };
  const target = backupTarget();
  const name = given ?? (await target.list())[0]?.name;
  if (!name) {
    console.error(`[app] No archive in ${target.where}: nothing was changed.`);
    process.exit(2);
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'vending-restore-'));
  const file = path.join(folder, path.basename(name));
  if (!(await target.download(name, file))) {
    await rm(folder, { recursive: true, force: true });
    console.error(
      `[app] No archive ${name} (neither a file nor in ${target.where}): nothing was changed.`,
    );
    process.exit(2);
  }
  log(`Copied ${name} from ${target.where}`);
  return { file, cleanup: () => rm(folder, { recursive: true, force: true }) };
}
