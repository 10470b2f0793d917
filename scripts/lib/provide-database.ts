import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/data-dir';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../../tools/embedded-postgres/embedded-postgres';

export type ProvidedDatabase = { url: string; embedded?: EmbeddedPostgres; description: string };

/**
 * The database the app runs on: DATABASE_URL when set (nothing is started), otherwise the embedded
 * PostgreSQL under the data folder. Sets process.env.DATABASE_URL for the code that follows.
 */
export async function provideDatabase(log: (m: string) => void): Promise<ProvidedDatabase> {
  const external = process.env.DATABASE_URL?.trim();
  if (external) {
    const { hostname, port, pathname } = new URL(external);
    return { url: external, description: `PostgreSQL at ${hostname}:${port || 5432}${pathname}` };
  }
  const embedded = await startEmbeddedPostgres({ stateDir: dataDir(), database: 'vending', log });
  process.env.DATABASE_URL = embedded.url;
  // For operators and the e2e tests: `psql "$(cat .data/database-url)"`. Owner-only, like the
  // password file beside it.
  writeFileSync(path.join(dataDir(), 'database-url'), `${embedded.url}\n`, { mode: 0o600 });
  return {
    url: embedded.url,
    embedded,
    description: `embedded PostgreSQL on 127.0.0.1:${embedded.port} (data in ${embedded.dataDir}; set DATABASE_URL to use your own)`,
  };
}
