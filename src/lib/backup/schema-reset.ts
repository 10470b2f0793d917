import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from '@/db';
import { MIGRATIONS_FOLDER } from '@/db/migrate';
import { readJournal } from './journal';

/**
 * Empties the database and rebuilds its schema exactly as it was when the archive was made: the
 * committed migrations up to and including `tag`, no further (the rows must go into the tables
 * they came from; newer migrations run after the load, and convert them as they would have).
 */
export async function resetSchemaTo(db: Database, tag: string): Promise<void> {
  const journal = readJournal();
  const last = journal.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`unknown migration ${tag}`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'vending-migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    const entries = journal.slice(0, last + 1);
    for (const entry of entries) {
      await copyFile(
        path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    }
    await writeFile(
      path.join(folder, 'meta/_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
    );
    await db.$client.query(
      'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public',
    );
    await migrate(db, { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
