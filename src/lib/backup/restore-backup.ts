import { readFile } from 'node:fs/promises';
import type { Database } from '@/db';
import { migrateDatabase } from '@/db/migrate';
import { contentTypeFor, type Storage } from '@/lib/storage';
import { quoteIdent } from './db-dump';
import { loadDatabase } from './db-load';
import { readJournal } from './journal';
import { ArchiveRefused, type Manifest } from './manifest';
import { openArchive } from './open-archive';
import { resetSchemaTo } from './schema-reset';

/** The tables whose rows make a database "in use": a restore over them needs --force. */
export const GUARDED_TABLES = ['machines', 'products', 'blog_posts', 'contact_inquiries', 'user'];

export type RestoreResult = {
  manifest: Manifest;
  /** Migrations run after the load (the code is newer than the archive). */
  migratedFrom: string;
  seconds: number;
};

/** The guarded tables that hold at least one row (missing tables hold none). */
export async function tablesInUse(db: Database): Promise<string[]> {
  const used = [];
  for (const table of GUARDED_TABLES) {
    const { rows } = await db.$client.query<{ used: boolean }>(
      `select to_regclass($1) is not null as used`,
      [`public.${quoteIdent(table)}`],
    );
    if (!rows[0]?.used) continue;
    const any = await db.$client.query(`select 1 from public.${quoteIdent(table)} limit 1`);
    if (any.rowCount) used.push(table);
  }
  return used;
}

/**
 * Restores an archive: checks it whole first (open-archive.ts), refuses a database in use unless
 * `force`, then replaces the schema and rows (as of the archive's migration), puts every file
 * back into the store (same keys, so stored URLs still point at them), and runs the migrations
 * the archive is older than. Files already in the store that the archive does not hold stay.
 */
export async function restoreBackup(options: {
  db: Database;
  storage: Storage;
  file: string;
  passphrase?: string;
  force?: boolean;
  log?: (message: string) => void;
}): Promise<RestoreResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const archive = await openArchive(options.file, options.passphrase);
  try {
    const { manifest } = archive;
    log(
      `archive checked: made ${manifest.createdAt} by version ${manifest.appVersion}, migration ${manifest.lastMigration}`,
    );
    if (!readJournal().some((entry) => entry.tag === manifest.lastMigration)) {
      throw new ArchiveRefused(
        `the archive was made by a newer version of the site (migration ${manifest.lastMigration}): update the code first`,
      );
    }
    const inUse = await tablesInUse(options.db);
    if (inUse.length > 0 && !options.force) {
      throw new RestoreRefused(
        `the database is not empty (rows in ${inUse.join(', ')}): restoring would replace them. Run again with --force to do so.`,
      );
    }
    await resetSchemaTo(options.db, manifest.lastMigration);
    await loadDatabase(
      options.db.$client,
      manifest.tables.map((table) => ({ name: table.name, file: archive.pathOf(table.entry) })),
      manifest.sequences,
    );
    log(
      `rows restored: ${manifest.tables.reduce((sum, t) => sum + t.rows, 0)} in ${manifest.tables.length} tables`,
    );
    for (const { key, entry } of manifest.files) {
      await options.storage.put(key, await readFile(archive.pathOf(entry)), contentTypeFor(key)!);
    }
    log(`files restored: ${manifest.files.length} (${options.storage.name})`);
    await migrateDatabase(options.db);
    return {
      manifest,
      migratedFrom: manifest.lastMigration,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await archive.close();
  }
}

/** The archive is fine but restoring it now would lose data (a database in use, no --force). */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}
