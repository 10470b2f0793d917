import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { quoteIdent } from './db-dump';

const BATCH_ROWS = 1000;

/**
 * Loads the dumped rows into tables the migrations just created (empty), in one transaction:
 * either every row is in or none is. Foreign keys and triggers are paused for it
 * (session_replication_role = replica, which needs a superuser, as the embedded database's
 * owner is) because tables are loaded in name order, not in dependency order; the rows were
 * consistent when dumped. Generated columns are left for PostgreSQL to compute; identity columns
 * keep their values (OVERRIDING SYSTEM VALUE); sequences are set back where they were.
 */
export async function loadDatabase(
  pool: pg.Pool,
  tables: { name: string; file: string }[],
  sequences: { name: string; lastValue: string | null }[],
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
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
    client.release();
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
