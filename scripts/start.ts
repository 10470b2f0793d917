/**
 * `npm start` (production) and `npm run dev` (with --dev): one process that provides the database
 * (embedded PostgreSQL unless DATABASE_URL is set), migrates it, seeds it when empty, builds the
 * app if no build exists (or with --rebuild), and serves it on PORT.
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import { A11Y_BOOT_SCRIPT } from '@/components/accessibility/preferences';
import { CLIENT_IP_HEADER, clientIp } from '@/lib/client-ip';
import { hasMalformedEscape } from '@/lib/malformed-url';
import { notFoundPageFor } from '@/lib/not-found-pages';
import { siteUrl } from '@/lib/site-url';
import { restoreDeclaredLength } from './lib/declared-length';
import { limitConnectionsPerClient, SERVER_TIMEOUTS } from './lib/connection-limits';
import { notFoundPageReader, serveFullErrorPages } from './lib/full-error-pages';
import { answerServerError, refuse } from './lib/last-resort';
import { createPageMemo } from './lib/page-memo';
import { syncPageMemoClears } from './lib/page-memo-sync';
import { refuseRequest } from './lib/request-limits';
import { readRequestTarget, SERVER_METHODS } from './lib/request-target';
import {
  actionBodyProblem,
  hasForeignOrigin,
  isPossibleServerAction,
  readBody,
  replayRequest,
} from './lib/server-action-guard';
import { checkSharedCache } from './lib/shared-cache';
import { applySecurityHeaders } from './lib/security-response';
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
const running: { server?: Server; memoSync?: { stop(): Promise<void> } } = {};
onShutdown(async () => {
  const { server } = running;
  if (server) {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }
  await running.memoSync?.stop();
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
const trustProxy = env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
const readNotFoundPage = notFoundPageReader(`http://127.0.0.1:${env.PORT}`);
// Several instances drop each other's page copies on a write (a channel per build or KEY_PREFIX,
// like the cache's keys; imported here, after the build exists).
const memoSync =
  env.REDIS_URL && !dev
    ? syncPageMemoClears(
        env.REDIS_URL,
        `${(await import('../src/cache-handlers/options.mjs')).keyPrefix()}page-memo-clear`,
        () => memo.clear(),
        log,
      )
    : undefined;
const memo = createPageMemo({ onClear: () => memoSync?.announce() });
// Compression is ours, not Next's (next.config.ts: compress: false): the wrappers below read and
// rewrite plain HTML, so it must be the last step before the socket. Each wraps the one before;
// the page memo sits between the security policy and compression, to keep a page with its
// final headers but uncompressed.
const compress = compression();
const security = { dev, ownScripts: [A11Y_BOOT_SCRIPT] };

/**
 * One request, step by step. Every step reads the pathname computed once by the first; a step
 * that throws (or a rejection from Next) is answered by `answerServerError`, never left hanging.
 */
async function serve(req: IncomingMessage, res: ServerResponse) {
  const target = readRequestTarget(req.method, req.url);
  if (target.kind === 'refused') {
    return refuse(res, 400, 'Bad Request', { connection: 'close' });
  }
  if (target.kind === 'server-options') {
    res.writeHead(204, { allow: SERVER_METHODS }).end();
    return;
  }
  let { pathname } = target;
  const refusal = refuseRequest(req, pathname);
  if (!refusal && !dev && memo.serve(req, res)) return;
  compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {});
  if (!dev) memo.record(req, res);
  applySecurityHeaders(req, res, security);
  if (refusal) return refuse(res, refusal.status, refusal.text, refusal.headers);
  if (hasMalformedEscape(pathname)) {
    // Next answers a broken escape or bytes that are not UTF-8 with a 500. A public address gets
    // its language's not-found page (404) instead, anything else a plain 400.
    const notFound =
      req.method === 'GET' || req.method === 'HEAD' ? notFoundPageFor(pathname) : undefined;
    if (!notFound) return refuse(res, 400, 'Bad Request');
    req.url = pathname = notFound;
  }
  req.headers[CLIENT_IP_HEADER] = clientIp(req, trustProxy);
  let forNext = req;
  if (isPossibleServerAction(req.method, pathname, req.headers)) {
    if (hasForeignOrigin(req.headers)) {
      return refuse(res, 403, 'Forbidden: actions are only taken from the site itself');
    }
    const body = await readBody(req);
    if (await actionBodyProblem(body, req.headers['content-type'])) {
      return refuse(res, 400, 'Bad Request: the action’s data could not be read');
    }
    forNext = replayRequest(req, body);
  }
  limitSharedCaching(res);
  restoreDeclaredLength(res);
  serveFullErrorPages(forNext, res, readNotFoundPage, pathname);
  await handle(forNext, res);
}

const server = createServer(SERVER_TIMEOUTS, (req, res) => {
  // A socket over its client's cap has had its 503 (connection-limits.ts).
  if (connections.isRefused(req.socket)) return;
  serve(req, res).catch((error: unknown) => answerServerError(req, res, error));
});
const connections = limitConnectionsPerClient(server, env.MAX_CONNECTIONS_PER_CLIENT);
running.server = server;
running.memoSync = memoSync;
server.listen(env.PORT, () => {
  log(`Ready on ${siteUrl()} (${dev ? 'development' : 'production'}; Ctrl-C to stop)`);
});
