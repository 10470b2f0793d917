import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Database } from '../../src/db';
import { freePort } from '../../tools/embedded-postgres/embedded-postgres';

export type TestDatabase = { db: Database; url: string; drop(): Promise<void> };

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated template (tens of milliseconds). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name} template ${inject('pgTemplate')}`));
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 4);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.$client.end();
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * A database address where no server listens (connections refused): what the app meets while
 * PostgreSQL is stopped.
 */
export async function unreachableDatabaseUrl(): Promise<string> {
  return `postgres://postgres:x@127.0.0.1:${await freePort()}/stopped`;
}
