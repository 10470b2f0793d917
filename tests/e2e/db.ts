import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { E2E_DATA_DIR } from '../../playwright.config';

/**
 * A query against the e2e server's database (the embedded one under E2E_DATA_DIR, whose URL the
 * start script writes to `database-url`), to check what a page stored.
 */
export async function queryE2eDb<T extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const url = readFileSync(path.join(E2E_DATA_DIR, 'database-url'), 'utf8').trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
