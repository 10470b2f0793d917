import { afterAll, beforeAll } from 'vitest';
import { createDb, type Database } from '../../src/db';
import { createTestDatabase, unreachableDatabaseUrl, type TestDatabase } from './test-db';

/**
 * For a test file of code that must keep working through a database outage: registers
 * beforeAll/afterAll around a fresh test database (`up`) and a client whose server is gone
 * (`down`: connections are refused, as while PostgreSQL is stopped). Read both inside the tests.
 */
export function withUpAndDownDatabases() {
  const databases = {} as { up: TestDatabase; down: Database };
  beforeAll(async () => {
    databases.up = await createTestDatabase();
    databases.down = createDb(await unreachableDatabaseUrl(), 1);
  });
  afterAll(async () => {
    await databases.down.$client.end();
    await databases.up.drop();
  });
  return databases;
}
