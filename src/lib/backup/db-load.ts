import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { quoteIdent } from './db-dump';

const BATCH_ROWS = 1000;

/**
 * Loads the dumped rows into tables the migrations just created (empty), in one transaction:
 * either every row is in or none is. Tables are loaded in name order, not in dependency order
 * (and a table may refer to itself), so the foreign keys are made DEFERRABLE for the load and
 * checked all at once at its commit, then made NOT DEFERRABLE again: this needs only the tables'
 * owner, not a superuser (session_replication_role would), so it works on a managed database too.
 * Generated columns are left for PostgreSQL to compute; identity columns keep their values
 * (OVERRIDING SYSTEM VALUE); sequences are set back where they were.
 */
export async function loadDatabase(
  pool: pg.Pool,
  tables: { name: string; file: string }[],
  sequences: { name: string; lastValue: string | null }[],
): Promise<void> {
  const client = await pool.connect();
  const foreignKeys = await immediateForeignKeys(client);
  try {
    await alterForeignKeys(client, foreignKeys, 'deferrable');
    await client.query('begin');
    await client.query('set constraints all deferred');
    for (const table of tables) await loadTable(client, table.name, table.file);
    for (const sequence of sequences) {
      if (sequence.lastValue === null) continue;
      await client.query('select setval($1::regclass, $2::bigint, true)', [
        `public.${quoteIdent(sequence.name)}`,
        sequence.lastValue,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    try {
      await alterForeignKeys(client, foreignKeys, 'not deferrable');
    } finally {
      client.release();
    }
  }
}

type ForeignKey = { table: string; name: string };

/** The foreign keys of the public schema that are checked row by row (all, as migrated). */
async function immediateForeignKeys(client: pg.ClientBase): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(
    `select c.conrelid::regclass::text as "table", c.conname as name
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where n.nspname = 'public' and c.contype = 'f' and not c.condeferrable`,
  );
  return rows;
}

async function alterForeignKeys(
  client: pg.ClientBase,
  keys: ForeignKey[],
  to: 'deferrable' | 'not deferrable',
) {
  // conrelid::regclass::text is already quoted where needed.
  for (const key of keys) {
    await client.query(`alter table ${key.table} alter constraint ${quoteIdent(key.name)} ${to}`);
  }
}

async function loadTable(client: pg.ClientBase, table: string, file: string) {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
    [`public.${quoteIdent(table)}`],
  );
  const columns = rows.map((row) => quoteIdent(row.name)).join(', ');
  const target = `public.${quoteIdent(table)}`;
  const insert = `insert into ${target} (${columns}) overriding system value
    select ${columns} from json_populate_recordset(null::${target}, $1::json)`;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await client.query(insert, [`[${batch.join(',')}]`]);
    batch = [];
  };
  for await (const line of createInterface({
    input: createReadStream(file),
    crlfDelay: Infinity,
  })) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
}
