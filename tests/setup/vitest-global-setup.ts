import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/db';
import { startEmbeddedPostgres } from '../../tools/embedded-postgres/embedded-postgres';
import { migrateDatabase } from '../../src/db/migrate';

export const TEMPLATE_DATABASE = 'vending_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

/**
 * One real PostgreSQL for the whole run, with a migrated template database; each test file clones
 * its own database from it (tests/setup/test-db.ts), so files run in parallel without sharing rows.
 */
export default async function setup(project: TestProject) {
  const stateDir = await mkdtemp(path.join(os.tmpdir(), 'vending-test-pg-'));
  const server = await startEmbeddedPostgres({
    stateDir,
    database: TEMPLATE_DATABASE,
    ephemeral: true,
    log: () => {},
  });
  const db = createDb(server.url, 1);
  await migrateDatabase(db);
  await db.$client.end();
  const admin = new URL(server.url);
  admin.pathname = '/postgres';
  project.provide('pgAdminUrl', admin.toString());
  project.provide('pgTemplate', TEMPLATE_DATABASE);
  return async () => {
    await server.stop();
    // As root the cluster may live outside stateDir (see embedded-postgres.ts): remove both.
    await rm(server.dataDir, { recursive: true, force: true });
    await rm(stateDir, { recursive: true, force: true });
  };
}
