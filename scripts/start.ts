/**
 * The server: one process that provides the database (embedded PostgreSQL unless DATABASE_URL is
 * set), migrates it, seeds it when empty, and serves the app on PORT. What happens to a request,
 * step by step, is listed in scripts/lib/site-pipeline.ts. `npm run dev` runs this file with --dev
 * through tsx; in production `npm start` (scripts/start.mjs) runs it compiled by `npm run build`.
 */
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { A11Y_BOOT_SCRIPT } from '@/components/accessibility/preferences';
import { siteUrl } from '@/lib/site-url';
import { flushViews } from '@/features/analytics/view-store';
import { createViewEndpoint } from '@/features/analytics/view-endpoint';
import { pathsOfSitemap, sitePathChecker } from '@/features/analytics/site-paths';
import { limitConnectionsPerClient, SERVER_TIMEOUTS } from './lib/connection-limits';
import { notFoundPageReader } from './lib/full-error-pages';
import { closeGracefully } from './lib/graceful-close';
import { createPageMemo } from './lib/page-memo';
import { syncPageMemoClears } from './lib/page-memo-sync';
import { requestListener } from './lib/pipeline';
import { checkSharedCache } from './lib/shared-cache';
import { siteSteps } from './lib/site-pipeline';
import {
  loadEnvOrExit,
  log,
  onShutdown,
  prepareDatabase,
  prepareFirstAdmin,
  PROJECT_ROOT,
} from './lib/bootstrap';

const dev = process.argv.includes('--dev');
Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' });

const env = loadEnvOrExit();
const database = await prepareDatabase({ seedIfEmpty: true });
await prepareFirstAdmin(database, env);
await database.db.$client.end();

// Filled in once the app is ready; a signal before that only has the database to stop.
const running: { server?: Server; memoSync?: { stop(): Promise<void> } } = {};
onShutdown(async () => {
  const { server } = running;
  // Requests in flight (an inquiry being saved) get their answers first (graceful-close.ts).
  if (server) await closeGracefully(server);
  // Views counted in the last second are written before the database stops.
  await flushViews().catch(() => {});
  await running.memoSync?.stop();
  await database.embedded?.stop();
});

if (env.REDIS_URL) {
  try {
    log(await checkSharedCache(env.REDIS_URL));
  } catch (error) {
    await database.embedded?.stop();
    console.error(`[app] ${(error as Error).message}`);
    process.exit(1);
  }
}

const { default: next } = await import('next');
const app = next({ dev, dir: PROJECT_ROOT, port: env.PORT });
await app.prepare();
const handle = app.getRequestHandler();
// Several instances drop each other's page copies on a write (a channel per build or KEY_PREFIX,
// like the cache's keys; imported here, after the build exists).
const memoSync =
  env.REDIS_URL && !dev
    ? syncPageMemoClears(
        env.REDIS_URL,
        `${(await cacheHandlerOptions()).keyPrefix()}page-memo-clear`,
        () => memo.clear(),
        log,
      )
    : undefined;
const memo = createPageMemo({ onClear: () => memoSync?.announce() });
const server = createServer(SERVER_TIMEOUTS);
// One client holding too many sockets gets 503 for the rest (connection-limits.ts).
const connections = limitConnectionsPerClient(server, env.MAX_CONNECTIONS_PER_CLIENT);
const steps = siteSteps({
  dev,
  memo: dev ? undefined : memo,
  security: { dev, ownScripts: [A11Y_BOOT_SCRIPT] },
  trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  readNotFoundPage: notFoundPageReader(`http://127.0.0.1:${env.PORT}`),
  views: createViewEndpoint({
    isPage: sitePathChecker(() => readOwnSitemap(`http://127.0.0.1:${env.PORT}`)),
    site: new URL(siteUrl()).host,
    perMinute: env.ANALYTICS_BEACONS_PER_MINUTE,
  }),
});
server.on('request', connections.admitted(requestListener(steps, handle)));
running.server = server;
running.memoSync = memoSync;
server.listen(env.PORT, () => {
  log(
    `Ready on ${siteUrl()} (${dev ? 'development' : 'production'}, Node ${process.version}; Ctrl-C to stop)`,
  );
});

/**
 * The cache handlers' options module, loaded from its own file (as Next loads it), not compiled
 * into the server: it finds the build id from where it sits.
 */
async function cacheHandlerOptions() {
  const file = path.join(PROJECT_ROOT, 'src/cache-handlers/options.mjs');
  return (await import(
    pathToFileURL(file).href
  )) as typeof import('../src/cache-handlers/options.mjs');
}

/** The public pages' paths, from this server's own sitemap (the view endpoint's list). */
async function readOwnSitemap(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  return pathsOfSitemap(await response.text());
}
