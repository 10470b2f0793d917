/**
 * `npm run build`: pages are prerendered from the database, so the build needs one — the same
 * one `npm start` uses (DATABASE_URL or the embedded database, migrated and seeded when empty).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadEnvOrExit, prepareDatabase } from './lib/bootstrap';

Object.assign(process.env, { NODE_ENV: 'production' });
loadEnvOrExit();
const root = path.resolve(import.meta.dirname, '..');
const database = await prepareDatabase({ seedIfEmpty: true });
await database.db.$client.end();
const build = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
await database.embedded?.stop();
process.exit(build.status ?? 1);
