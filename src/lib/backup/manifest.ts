/**
 * manifest.json, the first thing a restore reads: what the archive holds and the SHA-256 of every
 * other entry, so a truncated or altered archive is refused before anything is written.
 *
 * Archive layout (a POSIX tar, gzipped, optionally encrypted: see encryption.ts):
 *   manifest.json            this file
 *   db/<table>.ndjson        one table's rows, one `row_to_json` object a line (db-dump.ts)
 *   files/<key>              one uploaded file, under its storage key
 */
export const MANIFEST_NAME = 'manifest.json';
export const ARCHIVE_FORMAT = 'vending-backup-1';

export type ManifestEntry = { path: string; size: number; sha256: string };

export type Manifest = {
  format: typeof ARCHIVE_FORMAT;
  createdAt: string;
  appVersion: string;
  /** The tag of the last migration the database had (src/db/migrations/meta/_journal.json). */
  lastMigration: string;
  /**
   * How the rows were dumped. `json-rows`: our own dump through the `pg` client (db-dump.ts),
   * because no pg_dump matching the server's major version is available (see README).
   */
  dumpFormat: 'json-rows';
  tables: { name: string; rows: number; entry: ManifestEntry }[];
  /** Sequence positions (null: never used), set again after the rows are loaded. */
  sequences: { name: string; lastValue: string | null }[];
  /** The database dump's own checksum: the SHA-256 of the tables' checksums, in order. */
  dumpSha256: string;
  files: { key: string; entry: ManifestEntry }[];
};

export class ArchiveRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveRefused';
  }
}

/** Parses and checks the shape of a manifest; anything unexpected refuses the archive. */
export function parseManifest(text: string): Manifest {
  let value: Manifest;
  try {
    value = JSON.parse(text) as Manifest;
  } catch {
    throw new ArchiveRefused('manifest.json is not valid JSON: the archive is damaged');
  }
  const entryOk = (e: ManifestEntry | undefined) =>
    !!e &&
    typeof e.path === 'string' &&
    Number.isSafeInteger(e.size) &&
    /^[0-9a-f]{64}$/.test(e.sha256);
  if (
    value?.format !== ARCHIVE_FORMAT ||
    value.dumpFormat !== 'json-rows' ||
    typeof value.lastMigration !== 'string' ||
    !Array.isArray(value.tables) ||
    !Array.isArray(value.files) ||
    !Array.isArray(value.sequences) ||
    !value.tables.every((t) => typeof t.name === 'string' && entryOk(t.entry)) ||
    !value.files.every((f) => typeof f.key === 'string' && entryOk(f.entry))
  ) {
    throw new ArchiveRefused(`manifest.json is not a ${ARCHIVE_FORMAT} manifest`);
  }
  return value;
}
