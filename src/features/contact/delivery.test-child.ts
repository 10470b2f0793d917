/**
 * One delivery pass in a process of its own, for delivery-crash.test.ts, which SIGKILLs it in the
 * middle of a send: `node --import tsx delivery.test-child.ts <database url>`.
 */
import { register } from 'node:module';

// `server-only` throws outside React's server build. Only that one package is resolved as the
// server build resolves it (to its empty module): the whole `react-server` condition would give
// the site's other imports (use-intl) a React without hooks.
register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier !== 'server-only') return next(specifier, context);
      return next(specifier, { ...context, conditions: [...context.conditions, 'react-server'] });
    }`)}`,
);

const { createDb } = await import('@/db');
const { deliverDueInquiries } = await import('./delivery');

const db = createDb(process.argv[2]!, 2);
try {
  console.log(JSON.stringify(await deliverDueInquiries(db)));
} finally {
  await db.$client.end();
}
