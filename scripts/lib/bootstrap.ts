import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { createDb, type Database } from '@/db';
import { migrateDatabase } from '@/db/migrate';
import { provideDatabase, type ProvidedDatabase } from './provide-database';
import { isDatabaseEmpty, seedDatabase } from '@/db/seed';
import { insertPageTexts } from '@/db/seed/page-texts';
import { dataDir, localSecret } from '@/lib/data-dir';
import { EnvError, parseEnv, type Env } from '@/config/env';
import { PROJECT_ROOT } from '@/config/project-root';

process.env.NEXT_TELEMETRY_DISABLED ??= '1'; // no network calls from our servers

export const log = (message: string) => console.log(`[app] ${message}`);

/** Validates the whole environment; on a bad value prints which variable and exits. */
export function loadEnvOrExit(): Env {
  try {
    const env = parseEnv(process.env);
    if (!env.BETTER_AUTH_SECRET) {
      // Only reachable outside production-with-DATABASE_URL (the schema refuses that case).
      process.env.BETTER_AUTH_SECRET = localSecret('auth-secret', 48);
      log('BETTER_AUTH_SECRET not set: using a generated one kept in the data folder');
    }
    return env;
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export type PreparedDatabase = ProvidedDatabase & { db: Database };

/** Starts or connects to the database, applies migrations and, if asked, seeds an empty one. */
export async function prepareDatabase(options: {
  seedIfEmpty: boolean;
}): Promise<PreparedDatabase> {
  const provided = await provideDatabase((m) => console.log(`[db] ${m}`));
  log(`Database: ${provided.description}`);
  const db = createDb(provided.url, 2);
  try {
    await migrateDatabase(db);
    if (options.seedIfEmpty && (await isDatabaseEmpty(db))) {
      const counts = await seedDatabase(db);
      log(
        `Empty database: demo content added (${Object.entries(counts)
          .map(([k, v]) => `${v} ${k}`)
          .join(', ')})`,
      );
    }
    // A database from before the page texts moved into it gets today's texts (issue 34).
    if (await insertPageTexts(db))
      log('Page texts copied from the message files into the database');
  } catch (error) {
    await db.$client.end();
    await provided.embedded?.stop();
    throw error;
  }
  return { ...provided, db };
}

/**
 * Runs `cleanup` once, then exits: on SIGINT/SIGTERM (and the other signals that end a process)
 * or when the work is over (close-with-grace). A second signal exits at once; a cleanup that hangs
 * is cut after a minute. Errors are left alone: Next logs an uncaught error and keeps serving.
 */
export function onShutdown(cleanup: () => Promise<void>) {
  closeWithGrace(
    {
      delay: 60_000,
      skip: ['uncaughtException', 'unhandledRejection'],
      logger: { error: (message: unknown) => console.error(`[app] ${String(message)}`) },
    },
    async ({ signal }) => {
      if (signal) log(`${signal}: shutting down`);
      await cleanup();
    },
  );
}

/**
 * After migrations: the first administrator when none exists (ADMIN_EMAIL/ADMIN_PASSWORD, or a
 * generated one for the embedded demo). A failure is logged and the site still starts.
 */
export async function prepareFirstAdmin(database: PreparedDatabase, env: Env): Promise<void> {
  try {
    // Loaded here, after NODE_ENV is set: Better Auth reads it when its module loads.
    const { createAuth } = await import('@/lib/auth');
    const { ensureFirstAdmin } = await import('@/features/auth/first-admin');
    await ensureFirstAdmin({
      auth: createAuth(database.db),
      db: database.db,
      adminEmail: env.ADMIN_EMAIL,
      adminPassword: env.ADMIN_PASSWORD,
      embedded: database.embedded !== undefined,
      dataDir: dataDir(),
      log,
    });
  } catch (error) {
    console.error(
      '[app] Creating the first administrator failed:',
      error instanceof Error ? error.message : error,
    );
  }
}

/** The project folder (scripts run from anywhere, compiled or not). */
export { PROJECT_ROOT };

/** Runs `next build` in the project with this process's environment; true when it succeeded. */
export function runNextBuild(): boolean {
  // A build into another folder (NEXT_DIST_DIR) adds that folder's types to tsconfig.json; the
  // committed file stays as it is.
  const tsconfig = path.join(PROJECT_ROOT, 'tsconfig.json');
  const committed = readFileSync(tsconfig, 'utf8');
  const build = spawnSync(
    process.execPath,
    [path.join(PROJECT_ROOT, 'node_modules/next/dist/bin/next'), 'build'],
    { cwd: PROJECT_ROOT, stdio: 'inherit', env: process.env },
  );
  if (readFileSync(tsconfig, 'utf8') !== committed) writeFileSync(tsconfig, committed);
  return build.status === 0;
}
