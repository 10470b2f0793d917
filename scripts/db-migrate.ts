/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
import { loadEnvOrExit, log, prepareDatabase } from './lib/bootstrap';

loadEnvOrExit();
const database = await prepareDatabase({ seedIfEmpty: false });
log('Migrations applied');
await database.db.$client.end();
await database.embedded?.stop();
