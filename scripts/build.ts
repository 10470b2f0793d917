/**
 * `npm run build`: pages are prerendered from the database, so the build needs one — the same
 * one `npm start` uses (DATABASE_URL or the embedded database, migrated and seeded when empty).
 */
import { loadEnvOrExit, prepareDatabase, runNextBuild } from './lib/bootstrap';

Object.assign(process.env, { NODE_ENV: 'production' });
loadEnvOrExit();
const database = await prepareDatabase({ seedIfEmpty: true });
await database.db.$client.end();
const built = runNextBuild();
await database.embedded?.stop();
process.exit(built ? 0 : 1);
