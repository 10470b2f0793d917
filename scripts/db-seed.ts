/** `npm run db:seed`: adds the demo content; rows that already exist (by slug or key) are kept. */
import { seedDatabase } from '@/db/seed';
import { loadEnvOrExit, log, prepareDatabase } from './lib/bootstrap';

loadEnvOrExit();
const database = await prepareDatabase({ seedIfEmpty: false });
const counts = await seedDatabase(database.db);
log(
  `Seeded: ${Object.entries(counts)
    .map(([k, v]) => `${v} new ${k}`)
    .join(', ')}`,
);
await database.db.$client.end();
await database.embedded?.stop();
