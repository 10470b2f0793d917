import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PROJECT_ROOT } from '@/config/project-root';
import type { Database } from './index';

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'src/db/migrations');

/** Applies the committed drizzle-kit migrations that have not run yet. */
export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
