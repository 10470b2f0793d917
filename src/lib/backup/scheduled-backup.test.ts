import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '@/db';
import { backupRuns, profiles, user } from '@/db/schema';
import { createDiskStorage } from '@/lib/storage/disk';
import { startTestSmtp } from '../../../tests/setup/smtp';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-db';
import { parseKeep } from './keep';
import { BackupBusy, runBackup } from './run-backup';
import { parseSchedule } from './schedule';
import { backupTick, type BackupJob } from './scheduler';
import { startS3Server } from '../../../tests/setup/storage';
import { restoreBackup } from './restore-backup';
import { diskTarget, s3Target } from './target';

/**
 * The server's schedule with two instances on one database and one backup folder: each slot is
 * backed up once, the retention keeps exactly BACKUP_KEEP archives, a failure is recorded and
 * e-mailed to the admins once per streak, and a manual backup is refused while one runs.
 */
let t: TestDatabase;
let second: Database;
let work: string;
const saved = { SMTP_URL: process.env.SMTP_URL, DATA_DIR: process.env.DATA_DIR };
const base = Date.parse('2026-11-27T01:00:00Z');
const minute = 60_000;

const job = (db: Database, directory: string): BackupJob => ({
  db,
  storage: createDiskStorage(path.join(work, 'uploads')),
  target: diskTarget(directory),
  schedule: parseSchedule('every 1m')!,
  keep: parseKeep('3')!,
});

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'vending-schedule-test-'));
  process.env.DATA_DIR = work;
  t = await createTestDatabase();
  second = createDb(t.url, 4);
  await t.db.insert(user).values({ id: 'admin-1', name: 'Admin', email: 'boss@example.com' });
  await t.db.insert(profiles).values({ id: 'admin-1', role: 'admin' });
});

afterAll(async () => {
  await second?.$client.end();
  await t?.drop();
  await rm(work, { recursive: true, force: true });
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('the backup schedule', () => {
  it('makes one backup per slot with two instances, and keeps exactly BACKUP_KEEP archives', async () => {
    const folder = path.join(work, 'backups');
    for (let slot = 0; slot < 5; slot++) {
      const now = new Date(base + slot * minute + 5_000);
      const outcomes = await Promise.all([
        backupTick(job(t.db, folder), now),
        backupTick(job(second, folder), now),
      ]);
      expect(outcomes.sort()).toEqual(['done', 'taken']);
      // Later checks within the same slot find it taken, on both instances.
      const again = new Date(now.getTime() + 20_000);
      expect(await backupTick(job(second, folder), again)).toBe('taken');
      expect(await backupTick(job(t.db, folder), again)).toBe('taken');
    }
    const runs = await t.db.select().from(backupRuns).orderBy(asc(backupRuns.slot));
    expect(runs.map((run) => run.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(runs.map((run) => run.slot!.getTime())).toEqual(
      [0, 1, 2, 3, 4].map((i) => base + i * minute),
    );
    expect(runs.every((run) => run.bytes! > 0 && run.location!.startsWith(folder))).toBe(true);
    const archives = (await readdir(folder)).sort();
    expect(archives).toEqual(
      [2, 3, 4].map(
        (i) =>
          `vending-backup-${new Date(base + i * minute + 5_000).toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`,
      ),
    );
  });

  it('records a failure and e-mails the admins once per streak of failures', async () => {
    const smtp = await startTestSmtp();
    process.env.SMTP_URL = smtp.url;
    try {
      // A "folder" that is a file: every backup into it fails.
      const broken = path.join(work, 'not-a-folder');
      await writeFile(broken, 'x');
      const good = path.join(work, 'backups');
      const at = (slot: number) => new Date(base + slot * minute + 5_000);
      expect(await backupTick(job(t.db, broken), at(10))).toBe('failed');
      expect(await backupTick(job(second, broken), at(11))).toBe('failed');
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual(['boss@example.com']);
      const [, body] = smtp.received[0]!.raw.split(/\r?\n\r?\n/);
      const text = Buffer.from(body!.replace(/\s/g, ''), 'base64').toString('utf8');
      expect(text).toContain('הגיבוי האוטומטי של האתר נכשל');
      expect(text).toContain('not-a-folder');
      const failed = await t.db.select().from(backupRuns).orderBy(asc(backupRuns.slot));
      expect(failed.slice(-2).map((run) => run.status)).toEqual(['failed', 'failed']);
      expect(failed.at(-1)!.error).toMatch(/not-a-folder|ENOTDIR|EEXIST/);
      // A success ends the streak: the next failure is e-mailed again.
      expect(await backupTick(job(t.db, good), at(12))).toBe('done');
      expect(await backupTick(job(t.db, broken), at(13))).toBe('failed');
      expect(smtp.received).toHaveLength(2);
    } finally {
      delete process.env.SMTP_URL;
      await smtp.close();
    }
  });

  it('refuses a manual backup while another one runs', async () => {
    const holder = await t.db.$client.connect();
    try {
      await holder.query("select pg_advisory_lock(hashtext('vending-backup'))");
      await expect(
        runBackup({
          ...job(second, path.join(work, 'backups')),
          trigger: 'manual',
          actorEmail: 'boss@example.com',
        }),
      ).rejects.toBeInstanceOf(BackupBusy);
    } finally {
      await holder.query("select pg_advisory_unlock(hashtext('vending-backup'))");
      holder.release();
    }
  });

  it('sends archives to an S3 bucket (BACKUP_S3_*): one object per backup, retention there, restore from it', async () => {
    const s3 = await startS3Server('backups-test');
    try {
      const target = s3Target({ ...s3, endpoint: s3.endpoint }, 'site-a/backups');
      const bucketJob: BackupJob = { ...job(t.db, path.join(work, 'unused')), target };
      for (let slot = 20; slot < 23; slot++) {
        expect(
          await backupTick(
            { ...bucketJob, keep: parseKeep('2')! },
            new Date(base + slot * minute + 5_000),
          ),
        ).toBe('done');
      }
      const keys = await s3.listKeys();
      expect(keys).toEqual(
        [21, 22].map(
          (i) =>
            `site-a/backups/vending-backup-${new Date(base + i * minute + 5_000).toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`,
        ),
      );
      const [run] = await t.db
        .select()
        .from(backupRuns)
        .where(eq(backupRuns.slot, new Date(base + 22 * minute)));
      expect(run!.location).toBe(`s3://backups-test/${keys[1]}`);
      // Nothing is left in the local staging folder.
      expect(await readdir(path.join(work, 'backups-staging'))).toEqual([]);
      // npm run restore -- <name> copies it from the bucket first: the copy restores.
      const [newest] = await target.list();
      const local = path.join(work, 'from-bucket.tar.gz');
      expect(await target.download(newest!.name, local)).toBe(true);
      expect(
        await target.download('vending-backup-2000-01-01T00-00-00Z.tar.gz', local + '.x'),
      ).toBe(false);
      const fresh = await createTestDatabase();
      try {
        const restored = await restoreBackup({
          db: fresh.db,
          storage: createDiskStorage(path.join(work, 'restored-uploads')),
          file: local,
        });
        expect(
          restored.manifest.tables.find((table) => table.name === 'backup_runs')!.rows,
        ).toBeGreaterThan(0);
      } finally {
        await fresh.drop();
      }
    } finally {
      await s3.close();
    }
  });
});
