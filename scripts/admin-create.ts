/**
 * `npm run admin:create -- --email you@example.com --password '...' [--name 'Your Name']`
 *
 * Makes an administrator: creates the user with a verified address, or promotes an existing user
 * (marking the address verified; --password, when given, replaces their password). Runs against
 * DATABASE_URL, else the embedded database under the data folder (stop the app first, or pass
 * DATABASE_URL="$(cat .data/database-url)" while it runs).
 */
import { parseArgs } from 'node:util';
import { loadEnvOrExit, log, prepareDatabase } from './lib/bootstrap';

const usage =
  'usage: npm run admin:create -- --email you@example.com --password <strong password: 6+ characters, hard to guess> [--name "Full Name"]';
let values: { email?: string; password?: string; name?: string };
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
  }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(usage);
  process.exit(2);
}
if (!values.email) {
  console.error(usage);
  process.exit(2);
}

loadEnvOrExit();
const database = await prepareDatabase({ seedIfEmpty: false });
let code = 0;
try {
  const { createAuth } = await import('@/lib/auth');
  const { upsertAdmin, AdminInputError } = await import('@/features/auth/first-admin');
  try {
    const admin = await upsertAdmin(createAuth(database.db), database.db, {
      email: values.email,
      password: values.password,
      name: values.name,
    });
    log(
      `${admin.email} is ${admin.created ? 'now an administrator (new user, address verified)' : 'an administrator (existing user promoted, address verified)'}`,
    );
  } catch (error) {
    if (!(error instanceof AdminInputError)) throw error;
    console.error(`[app] ${error.message}`);
    console.error(usage);
    code = 2;
  }
} finally {
  await database.db.$client.end();
  await database.embedded?.stop();
}
process.exit(code);
