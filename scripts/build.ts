/**
 * `npm run build`: pages are prerendered from the database, so the build needs one — the same
 * one `npm start` uses (DATABASE_URL or the embedded database, migrated and seeded when empty).
 * Then the server itself is compiled to JavaScript into the build folder (compile-server.ts),
 * which is what `npm start` runs.
 */
import { loadEnvOrExit, log, prepareDatabase, runNextBuild } from './lib/bootstrap';
import { compileServer } from './lib/compile-server';

Object.assign(process.env, { NODE_ENV: 'production' });
loadEnvOrExit();
const database = await prepareDatabase({ seedIfEmpty: true });
await database.db.$client.end();
const built = runNextBuild();
await database.embedded?.stop();
if (built) log(`Server compiled to ${await compileServer()}`);
process.exit(built ? 0 : 1);
