import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { getEnv } from '@/config/env';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** The client a `db.transaction(async (tx) => …)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// One pool per process; kept on globalThis so development reloads do not open new pools.
const holder = globalThis as typeof globalThis & { __vendingDb?: Database };

/** Creates a database client for a connection string (scripts, tests). */
export function createDb(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the server.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  return drizzle({ client: pool, schema });
}

/** The application's database, from DATABASE_URL (set by scripts/start.ts for the embedded one). */
export function getDb(): Database {
  if (!holder.__vendingDb) {
    const url = getEnv().DATABASE_URL;
    if (!url) {
      throw new Error(
        'DATABASE_URL is not set: start the app with `npm start` or `npm run dev`, which provide one.',
      );
    }
    holder.__vendingDb = createDb(url);
  }
  return holder.__vendingDb;
}

export { schema };
