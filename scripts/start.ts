/**
 * `npm start` (production) and `npm run dev` (with --dev): one process that provides the database
 * (embedded PostgreSQL unless DATABASE_URL is set), migrates it, seeds it when empty, builds the
 * app if no build exists (or with --rebuild), and serves it on PORT.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { CLIENT_IP_HEADER, clientIp } from '@/lib/client-ip';
import { hasMalformedEscape } from '@/lib/malformed-url';
import { siteUrl } from '@/lib/site-url';
import { notFoundPageReader, serveFullNotFound } from './lib/full-not-found';
import { limitSharedCaching } from './lib/shared-cache-control';
import {
  loadEnvOrExit,
  log,
  onShutdown,
  prepareDatabase,
  prepareFirstAdmin,
  PROJECT_ROOT,
  runNextBuild,
} from './lib/bootstrap';

const dev = process.argv.includes('--dev');
const rebuild = process.argv.includes('--rebuild');
Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' });

const env = loadEnvOrExit();
const database = await prepareDatabase({ seedIfEmpty: true });
await prepareFirstAdmin(database, env);
await database.db.$client.end();

// Filled in once the app is ready; a signal before that only has the database to stop.
const running: { server?: Server } = {};
onShutdown(async () => {
  const { server } = running;
  if (server) {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }
  await database.embedded?.stop();
});

if (
  !dev &&
  (rebuild ||
    !existsSync(path.join(PROJECT_ROOT, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')))
) {
  log(
    rebuild
      ? 'Rebuilding the app'
      : 'No build found: building the app (a few minutes on first start)',
  );
  if (!runNextBuild()) {
    await database.embedded?.stop();
    console.error('[app] The build failed (see above).');
    process.exit(1);
  }
}

const { default: next } = await import('next');
const app = next({ dev, dir: PROJECT_ROOT, port: env.PORT });
await app.prepare();
const handle = app.getRequestHandler();
const trustProxy = env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
const readNotFoundPage = notFoundPageReader(`http://127.0.0.1:${env.PORT}`);
const server = createServer((req, res) => {
  if (hasMalformedEscape(req.url)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad Request');
    return;
  }
  req.headers[CLIENT_IP_HEADER] = clientIp(req, trustProxy);
  limitSharedCaching(res);
  serveFullNotFound(req, res, readNotFoundPage);
  void handle(req, res);
});
running.server = server;
server.listen(env.PORT, () => {
  log(`Ready on ${siteUrl()} (${dev ? 'development' : 'production'}; Ctrl-C to stop)`);
});
