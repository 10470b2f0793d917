import { sql } from 'drizzle-orm';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db';
import { contactInquiries, inquiryNotes, machines, mediaFiles } from '@/db/schema';
import { seedDatabase } from '@/db/seed';
import type { Storage } from '@/lib/storage';
import { createDiskStorage } from '@/lib/storage/disk';
import { createS3Storage } from '@/lib/storage/s3';
import { flatImage, photoJpeg } from '../../../tests/setup/images';
import { startS3Server, type S3Server } from '../../../tests/setup/storage';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-db';
import { createBackup } from './create-backup';
import { publicTables } from './db-dump';
import { readJournal } from './journal';
import { ArchiveRefused } from './manifest';
import { RestoreRefused, restoreBackup } from './restore-backup';
import { resetSchemaTo } from './schema-reset';

/**
 * The round trip of issue 33 against real PostgreSQL and the disk store: demo data plus a machine
 * with two uploaded pictures and inquiries with notes → backup → a fresh empty database and an
 * empty upload folder → restore → every table's rows and every file identical. And the refusals:
 * a truncated archive, one changed byte, a wrong passphrase and a database in use change nothing.
 */
let source: TestDatabase;
let work: string;
let sourceStorage: Storage;
const targets: TestDatabase[] = [];
const pictures: { key: string; bytes: Buffer }[] = [];

/** Row count and md5 of every row's text, ordered, per table; plus the sequences' positions. */
async function fingerprint(db: Database) {
  const client = db.$client;
  const tables: Record<string, { rows: number; md5: string }> = {};
  const connection = await client.connect();
  const names = await publicTables(connection).finally(() => connection.release());
  for (const table of names) {
    const { rows } = await client.query<{ rows: number; md5: string }>(
      `select count(*)::int as rows,
              md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
       from public."${table}" t`,
    );
    tables[table] = rows[0]!;
  }
  const { rows: sequences } = await client.query(
    `select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`,
  );
  // The schema too: columns, constraints (foreign keys NOT DEFERRABLE again), migrations.
  const { rows: columns } = await client.query(
    `select table_name, column_name, data_type, is_nullable, column_default
     from information_schema.columns where table_schema = 'public' order by 1, 2`,
  );
  const { rows: constraints } = await client.query(
    `select conrelid::regclass::text as t, conname, contype, condeferrable, pg_get_constraintdef(c.oid) as def
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where n.nspname = 'public' order by 1, 2`,
  );
  const { rows: migrations } = await client.query(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at',
  );
  return { tables, sequences, columns, constraints, migrations };
}

async function storedFiles(storage: Storage) {
  const files: Record<string, string> = {};
  for (const key of await storage.list()) {
    const file = await storage.get(key);
    files[key] = Buffer.from(await new Response(file!.body).arrayBuffer()).toString('base64');
  }
  return files;
}

async function freshTarget() {
  const db = await createTestDatabase();
  targets.push(db);
  const uploads = await mkdtemp(path.join(work, 'target-uploads-'));
  return { t: db, storage: createDiskStorage(uploads) };
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'vending-backup-test-'));
  source = await createTestDatabase();
  sourceStorage = createDiskStorage(path.join(work, 'source-uploads'));
  await seedDatabase(source.db);
  for (const [index, bytes] of [
    await photoJpeg({ width: 640, height: 480 }),
    await flatImage('png'),
  ].entries()) {
    const key = `machine-images/00000000-0000-4000-8000-00000000000${index}.${index ? 'png' : 'jpg'}`;
    const body = Buffer.from(bytes);
    await sourceStorage.put(key, body, index ? 'image/png' : 'image/jpeg');
    await source.db.insert(mediaFiles).values({
      key,
      contentType: index ? 'image/png' : 'image/jpeg',
      width: 640,
      height: 480,
      bytes: body.byteLength,
      uploadedBytes: body.byteLength,
      uploadedBy: null,
    });
    pictures.push({ key, bytes: body });
  }
  await source.db.insert(machines).values({
    name: 'מכונה בגיבוי',
    nameEn: 'Backed-up machine',
    location: 'תל אביב',
    address: 'דיזנגוף 50',
    imageUrl: `/uploads/${pictures[0]!.key}`,
    galleryImages: pictures.map((p) => `/uploads/${p.key}`),
    latitude: 32.0853,
    longitude: 34.7818,
  });
  for (const n of [1, 2, 3]) {
    const [inquiry] = await source.db
      .insert(contactInquiries)
      .values({
        name: `פונה ${n}`,
        phone: `050000000${n}`,
        email: `lead${n}@example.com`,
        message: `שורה\nשנייה "${n}" \\ ok`,
        locale: 'he',
      })
      .returning();
    await source.db
      .insert(inquiryNotes)
      .values({ inquiryId: inquiry!.id, authorName: 'Sales', body: `note ${n}` });
  }
  // A counted page view (its visitor hash is bytea) and the day's salt, which no archive keeps.
  await source.db.execute(sql`
    insert into page_views (day, path, lang, device, visitor)
    values ('2026-11-25', '/contact', 'he', 'phone', decode('00ff10', 'hex'))`);
  await source.db.execute(
    sql`insert into analytics_salts (day, salt) values ('2026-11-25', decode('0102', 'hex'))`,
  );
}, 120_000);

afterAll(async () => {
  for (const t of targets) await t.drop();
  await source?.drop();
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  let archive: string;

  it('writes one complete archive with a manifest of rows and files', async () => {
    const result = await createBackup({
      db: source.db,
      storage: sourceStorage,
      directory: path.join(work, 'backups'),
    });
    archive = result.file;
    expect(path.basename(archive)).toMatch(/^vending-backup-.*Z\.tar\.gz$/);
    expect(result.manifest.files.map((f) => f.key)).toEqual(pictures.map((p) => p.key));
    const counts = Object.fromEntries(result.manifest.tables.map((t) => [t.name, t.rows]));
    expect(counts).toMatchObject({
      machines: expect.any(Number),
      contact_inquiries: 3,
      inquiry_notes: 3,
      media_files: 2,
      page_views: 1,
    });
    expect(counts).not.toHaveProperty('analytics_salts');
    expect(counts.machines).toBeGreaterThan(1);
    expect(result.manifest.lastMigration).toMatch(/^\d{4}_/);
    console.log(`backup of the demo data: ${result.bytes} bytes in ${result.seconds.toFixed(2)} s`);
  });

  it('restores into a fresh empty database and upload folder: same rows, same files', async () => {
    const { t, storage } = await freshTarget();
    const result = await restoreBackup({ db: t.db, storage, file: archive });
    console.log(`restore of the demo data: ${result.seconds.toFixed(2)} s`);
    expect(await fingerprint(t.db)).toEqual(await fingerprint(source.db));
    expect(await storedFiles(storage)).toEqual(await storedFiles(sourceStorage));
    for (const picture of pictures) {
      const file = await storage.get(picture.key);
      expect(Buffer.from(await new Response(file!.body).arrayBuffer()).equals(picture.bytes)).toBe(
        true,
      );
    }
  });

  describe('refuses, changing nothing', () => {
    async function expectRefused(
      file: string,
      error: new (...args: never[]) => Error,
      message: RegExp,
      passphrase?: string,
    ) {
      const { t, storage } = await freshTarget();
      const before = await fingerprint(t.db);
      await expect(restoreBackup({ db: t.db, storage, file, passphrase })).rejects.toSatisfy(
        (e: Error) => e instanceof error && message.test(e.message),
      );
      expect(await fingerprint(t.db)).toEqual(before);
      expect(await storage.list()).toEqual([]);
    }

    it('a truncated archive', async () => {
      const bytes = await readFile(archive);
      const cut = path.join(work, 'truncated.tar');
      await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      await expectRefused(cut, ArchiveRefused, /truncated|damaged|missing/);
    });

    it('an archive with one changed byte in an uploaded file', async () => {
      // Unzipped, so the byte changed is one the checksums must catch (gzip's own CRC would too).
      const bytes = gunzipSync(await readFile(archive));
      const at = bytes.indexOf(pictures[1]!.bytes) + Math.floor(pictures[1]!.bytes.length / 2);
      expect(at).toBeGreaterThan(0);
      bytes[at] = bytes[at]! ^ 0x01;
      const changed = path.join(work, 'changed.tar');
      await writeFile(changed, bytes);
      await expectRefused(changed, ArchiveRefused, /does not match its checksum/);
    });

    it('an archive with one changed byte in the rows', async () => {
      // Unzipped, so the byte changed is one the checksums must catch (gzip's own CRC would too).
      const bytes = gunzipSync(await readFile(archive));
      const at = bytes.indexOf(Buffer.from('lead2@example.com'));
      expect(at).toBeGreaterThan(0);
      bytes[at] = 'x'.charCodeAt(0);
      const changed = path.join(work, 'changed-rows.tar');
      await writeFile(changed, bytes);
      await expectRefused(changed, ArchiveRefused, /db\/contact_inquiries\.ndjson does not match/);
    });

    it('an archive with one changed byte in its compressed middle', async () => {
      const bytes = Buffer.from(await readFile(archive));
      const middle = Math.floor(bytes.length / 2);
      bytes[middle] = bytes[middle]! ^ 0x10;
      const changed = path.join(work, 'changed.tar.gz');
      await writeFile(changed, bytes);
      await expectRefused(changed, ArchiveRefused, /truncated|damaged|does not match/);
    });

    it('a database in use, unless forced', async () => {
      const before = await fingerprint(source.db);
      await expect(
        restoreBackup({ db: source.db, storage: sourceStorage, file: archive }),
      ).rejects.toBeInstanceOf(RestoreRefused);
      expect(await fingerprint(source.db)).toEqual(before);
      await restoreBackup({ db: source.db, storage: sourceStorage, file: archive, force: true });
      expect(await fingerprint(source.db)).toEqual(before);
    });
  });

  describe('encrypted with BACKUP_PASSPHRASE', () => {
    let encrypted: string;
    beforeAll(async () => {
      ({ file: encrypted } = await createBackup({
        db: source.db,
        storage: sourceStorage,
        directory: path.join(work, 'encrypted'),
        passphrase: 'correct horse battery staple',
      }));
    });

    it('round-trips with the passphrase, and hides the contents', async () => {
      expect((await readFile(encrypted)).includes(Buffer.from('lead2@example.com'))).toBe(false);
      const { t, storage } = await freshTarget();
      await restoreBackup({
        db: t.db,
        storage,
        file: encrypted,
        passphrase: 'correct horse battery staple',
      });
      expect(await fingerprint(t.db)).toEqual(await fingerprint(source.db));
      expect(await storedFiles(storage)).toEqual(await storedFiles(sourceStorage));
    });

    it('is refused with a wrong or missing passphrase, a changed byte or a cut end', async () => {
      await expectRefusedEncrypted(encrypted, 'wrong passphrase');
      await expect(
        restoreBackup({ db: source.db, storage: sourceStorage, file: encrypted }),
      ).rejects.toThrow(/set BACKUP_PASSPHRASE/);
      const bytes = Buffer.from(await readFile(encrypted));
      const changed = Buffer.from(bytes);
      const middle = Math.floor(changed.length / 2);
      changed[middle] = changed[middle]! ^ 0x80;
      await writeFile(path.join(work, 'changed.enc'), changed);
      await expectRefusedEncrypted(path.join(work, 'changed.enc'));
      await writeFile(path.join(work, 'cut.enc'), bytes.subarray(0, bytes.length - 100));
      await expectRefusedEncrypted(path.join(work, 'cut.enc'));
    });

    async function expectRefusedEncrypted(
      file: string,
      passphrase = 'correct horse battery staple',
    ) {
      const { t, storage } = await freshTarget();
      const before = await fingerprint(t.db);
      await expect(restoreBackup({ db: t.db, storage, file, passphrase })).rejects.toThrow(
        /authentication check/,
      );
      expect(await fingerprint(t.db)).toEqual(before);
      expect(await storage.list()).toEqual([]);
    }
  });

  it('runs the migrations newer than the archive after loading its rows', async () => {
    const journal = readJournal();
    const older = journal.at(-2)!.tag;
    const { t: old } = await freshTarget();
    await resetSchemaTo(old.db, older);
    await old.db.$client.query(
      `insert into machines (name, location, address) values ('מכונה ישנה', 'חיפה', 'הנמל 1')`,
    );
    const { file, manifest } = await createBackup({
      db: old.db,
      storage: createDiskStorage(path.join(work, 'old-uploads')),
      directory: path.join(work, 'old-backups'),
    });
    expect(manifest.lastMigration).toBe(older);
    const { t, storage } = await freshTarget();
    await restoreBackup({ db: t.db, storage, file });
    const { rows } = await t.db.$client.query('select name from machines');
    expect(rows).toEqual([{ name: 'מכונה ישנה' }]);
    const { rows: applied } = await t.db.$client.query(
      'select max(created_at)::bigint as last from drizzle.__drizzle_migrations',
    );
    expect(Number(applied[0].last)).toBe(journal.at(-1)!.when);
  });

  it('backs up from an S3 store and restores into another (s3rver)', async () => {
    const servers: S3Server[] = [];
    const bucketStore = async () => {
      const s3 = await startS3Server();
      servers.push(s3);
      return createS3Storage({ ...s3, endpoint: s3.endpoint });
    };
    try {
      const from = await bucketStore();
      for (const picture of pictures) {
        await from.put(
          picture.key,
          picture.bytes,
          picture.key.endsWith('.png') ? 'image/png' : 'image/jpeg',
        );
      }
      const { file, manifest } = await createBackup({
        db: source.db,
        storage: from,
        directory: path.join(work, 's3-backups'),
      });
      expect(manifest.files.map((f) => f.key)).toEqual(pictures.map((p) => p.key));
      const { t } = await freshTarget();
      const to = await bucketStore();
      await restoreBackup({ db: t.db, storage: to, file });
      expect(await storedFiles(to)).toEqual(await storedFiles(sourceStorage));
      expect(await fingerprint(t.db)).toEqual(await fingerprint(source.db));
    } finally {
      for (const server of servers) await server.close();
    }
  });
});
