import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { packTar, type TarSource } from 'modern-tar/fs';
import type { Database } from '@/db';
import type { Storage } from '@/lib/storage';
// Imported, not read from disk: this runs in the compiled server too, where no path is fixed.
import packageJson from '../../../package.json';
import { archiveName } from './archive-name';
import { dumpDatabase } from './db-dump';
import { encryptingStage } from './encryption';
import { describeFile } from './file-hash';
import { ARCHIVE_FORMAT, MANIFEST_NAME, type Manifest } from './manifest';

export type BackupResult = { file: string; bytes: number; manifest: Manifest; seconds: number };

/**
 * Makes one archive in `directory`: the rows (db-dump.ts), every stored upload and the manifest.
 * Everything is first gathered in a private temporary folder (so every checksum is known before
 * the manifest, the tar's first entry, is written), then packed (tar, gzip, encrypted when a passphrase is set) to `<name>.partial` and renamed:
 * an archive under its final name is always complete.
 */
export async function createBackup(options: {
  db: Database;
  storage: Storage;
  directory: string;
  passphrase?: string;
  now?: Date;
}): Promise<BackupResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const work = await mkdtemp(path.join(os.tmpdir(), 'vending-backup-'));
  try {
    await mkdir(path.join(work, 'db'));
    const dump = await dumpDatabase(options.db.$client, path.join(work, 'db'));
    const tables = [];
    for (const table of dump.tables) {
      const entry = await describeFile(table.file, `db/${table.name}.ndjson`);
      tables.push({ name: table.name, rows: table.rows, entry });
    }
    const files = [];
    for (const key of await options.storage.list()) {
      const stored = await options.storage.get(key);
      if (!stored) continue; // deleted since it was listed
      const local = path.join(work, 'files', ...key.split('/'));
      await mkdir(path.dirname(local), { recursive: true });
      await pipeline(
        Readable.fromWeb(stored.body as never),
        createWriteStream(local, { mode: 0o600 }),
      );
      files.push({ key, entry: await describeFile(local, `files/${key}`) });
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: now.toISOString(),
      appVersion: packageJson.version,
      lastMigration: dump.lastMigration,
      dumpFormat: 'json-rows',
      tables,
      sequences: dump.sequences,
      dumpSha256: createHash('sha256')
        .update(tables.map((t) => t.entry.sha256).join('\n'))
        .digest('hex'),
      files,
    };
    const sources: TarSource[] = [
      { type: 'content', target: MANIFEST_NAME, content: JSON.stringify(manifest, null, 2) },
      ...[...tables, ...files].map(({ entry }): TarSource => ({
        type: 'file',
        source: path.join(work, ...entry.path.split('/')),
        target: entry.path,
        mode: 0o600,
      })),
    ];

    await mkdir(options.directory, { recursive: true, mode: 0o700 });
    const file = path.join(options.directory, archiveName(now, !!options.passphrase));
    const partial = `${file}.partial`;
    try {
      const out = createWriteStream(partial, { mode: 0o600, flags: 'wx' });
      // gzip: the rows are JSON text and shrink about tenfold; encryption comes after it.
      if (options.passphrase) {
        const encrypt = await encryptingStage(options.passphrase);
        await pipeline(packTar(sources), createGzip(), encrypt, out);
      } else {
        await pipeline(packTar(sources), createGzip(), out);
      }
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const { size } = await stat(file);
    return { file, bytes: size, manifest, seconds: (performance.now() - started) / 1000 };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
