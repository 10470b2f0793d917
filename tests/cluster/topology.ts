/**
 * The topology of deploy/compose.yaml on one machine, without containers: one PostgreSQL, a
 * Redis server (Debian's redis-server), an S3-compatible store (s3rver), a mail server, two app
 * instances started the way `npm start` starts them (one build, two ports) and nginx with
 * deploy/nginx.conf round-robin in front.
 *
 * The build is the cluster's own (build-dir.ts: `.next-cluster`), never `.next`, which a server may
 * be serving; the state lives in CLUSTER_DATA_DIR (`.data/cluster`) and the ports start at
 * CLUSTER_PORT (3500), so two runs on one machine can be kept apart.
 *
 * The first instance also provides the PostgreSQL (the embedded one, as `npm start` does); the
 * second connects to it with DATABASE_URL. The tests stop or kill only the second.
 *
 * What the test nginx adds to deploy/nginx.conf, so a test can say which instance answers:
 * - `X-Cluster-Instance: a|b` sends a request to that instance and past the cache;
 * - `X-Upstream` on every answer names the instance that served it;
 * - the client's address is taken from X-Forwarded-For (as behind a load balancer), so each test
 *   visitor has its own address for the per-address rate limits.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, type Running, startedOrStopped } from '../../scripts/lib/child-servers';
import { deployNginxConf, runNginx } from '../../scripts/lib/nginx';
import { startRedisServer } from '../../scripts/lib/redis-server';
import { findOrInstall } from '../../scripts/lib/tools';
import { startE2eInbox } from '../setup/e2e-inbox';
import { startS3Server } from '../setup/storage';
import { CLUSTER_DIST_DIR } from './build-dir';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const CLUSTER_DIR = path.resolve(
  PROJECT_ROOT,
  process.env.CLUSTER_DATA_DIR ?? '.data/cluster',
);
const STATE_FILE = path.join(CLUSTER_DIR, 'state.json');

const BASE = Number(process.env.CLUSTER_PORT ?? 3500);
export const PORTS = {
  nginx: BASE,
  a: BASE + 1,
  b: BASE + 2,
  redis: BASE + 3,
  smtp: BASE + 4,
  inbox: BASE + 5,
};

export type InstanceName = 'a' | 'b';

/** What the specs read: written by the global setup, one file for every worker. */
export type ClusterState = {
  /** nginx in front of both instances: the site's address. */
  url: string;
  instances: Record<InstanceName, { url: string; pid: number }>;
  databaseUrl: string;
  inboxUrl: string;
  admin: { email: string; password: string };
  wrk?: string;
};

export const readClusterState = (): ClusterState =>
  JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ClusterState;

// The password passes the strength rule (src/lib/auth/password-strength-rules.ts): no "cluster" or
// "admin" (the address's words) in it.
const ADMIN = { email: 'cluster-admin@example.com', password: 'oak-lantern-meadow-41' };
// Every instance must sign sessions with the same secret, or a session made on one is
// refused by the other.
const AUTH_SECRET = 'cluster-test-secret-shared-by-every-instance-0123456789';

type Instance = Running & { pid: number };

async function startInstance(
  name: InstanceName,
  env: Record<string, string | undefined>,
  rebuild: boolean,
): Promise<Instance> {
  const logPath = path.join(CLUSTER_DIR, `${name}.log`);
  // As `npm start` runs it (scripts/start.mjs, the compiled server), without npm in between: its
  // pid must be the server's own, so that killing it (the instance-loss spec) kills the server
  // and not only a wrapper.
  const { child } = launch(
    process.execPath,
    ['scripts/start.mjs', ...(rebuild ? ['--rebuild'] : [])],
    { ...env, PORT: String(PORTS[name]), DATA_DIR: path.join(CLUSTER_DIR, name) },
    logPath,
  );
  const running = await startedOrStopped(
    child,
    `http://127.0.0.1:${PORTS[name]}`,
    '/api/health',
    15 * 60_000,
    logPath,
  );
  return { ...running, pid: child.pid! };
}

function clusterNginxConf(cacheDir: string): string {
  const conf = deployNginxConf({
    port: PORTS.nginx,
    apps: [`127.0.0.1:${PORTS.a}`, `127.0.0.1:${PORTS.b}`],
    cacheDir,
  })
    .replace(
      'server_name _;',
      `server_name _;
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Forwarded-For;`,
    )
    // Our nginx listens on a port of its own: the Host the app sees must keep it, or the app
    // takes the browser's Origin (with the port) for another site's.
    .replace('proxy_set_header Host $host;', 'proxy_set_header Host $http_host;')
    .replace(
      'proxy_pass http://vending_app;',
      `proxy_pass http://$cluster_upstream;
        proxy_cache_bypass $http_x_cluster_instance;
        proxy_no_cache $http_x_cluster_instance;
        add_header X-Upstream $upstream_addr always;`,
    );
  if (!conf.includes('$cluster_upstream') || !conf.includes('Host $http_host')) {
    throw new Error('deploy/nginx.conf changed: update the cluster test nginx (topology.ts)');
  }
  return `  map $http_x_cluster_instance $cluster_upstream {
    a 127.0.0.1:${PORTS.a};
    b 127.0.0.1:${PORTS.b};
    default vending_app;
  }
${conf}`;
}

/**
 * Starts the whole topology (building the app into CLUSTER_DIST_DIR first, unless
 * CLUSTER_SKIP_BUILD=1 and a build is there) and writes the state file; the returned function
 * stops everything still running.
 */
export async function startCluster(): Promise<() => Promise<void>> {
  rmSync(CLUSTER_DIR, { recursive: true, force: true });
  const running: Running[] = [];
  const stopAll = async () => {
    for (const server of running.splice(0).reverse()) await server.stop().catch(() => {});
  };
  try {
    const nginx = findOrInstall('nginx', 'nginx');
    if (!nginx)
      throw new Error('nginx is needed for the cluster test (Debian: apt-get install nginx)');
    const wrk = findOrInstall('wrk', 'wrk');

    const inbox = await startE2eInbox(PORTS.smtp, PORTS.inbox);
    running.push({ url: '', stop: () => inbox.close() });
    const s3 = await startS3Server('cluster-uploads');
    running.push({ url: s3.endpoint, stop: () => s3.close() });
    const redis = await startRedisServer(PORTS.redis, path.join(CLUSTER_DIR, 'redis.log'));
    running.push(redis);

    const shared = {
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: CLUSTER_DIST_DIR,
      // The site's address is nginx's, as in a deployment (the instances' own are internal).
      SITE_URL: `http://127.0.0.1:${PORTS.nginx}`,
      DATABASE_URL: undefined,
      BETTER_AUTH_SECRET: AUTH_SECRET,
      REDIS_URL: redis.url,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      SALES_EMAIL: 'sales@example.com',
      MAIL_RETRY_SCALE: '0.02',
      TRUST_PROXY: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // One after the other: the first builds (when asked) and migrates, the second finds both done.
    const a = await startInstance('a', shared, process.env.CLUSTER_SKIP_BUILD !== '1');
    running.push(a);
    const databaseUrl = readFileSync(path.join(CLUSTER_DIR, 'a/database-url'), 'utf8').trim();
    const b = await startInstance('b', { ...shared, DATABASE_URL: databaseUrl }, false);
    running.push(b);

    const nginxDir = path.join(CLUSTER_DIR, 'nginx');
    const proxy = await runNginx(
      nginx,
      nginxDir,
      clusterNginxConf(path.join(nginxDir, 'cache')),
      `http://127.0.0.1:${PORTS.nginx}/api/health`,
    );
    running.push(proxy);

    const state: ClusterState = {
      url: proxy.url,
      instances: { a: { url: a.url, pid: a.pid }, b: { url: b.url, pid: b.pid } },
      databaseUrl,
      inboxUrl: `http://127.0.0.1:${PORTS.inbox}`,
      admin: ADMIN,
      wrk,
    };
    writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
    return stopAll;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The Redis keys the app wrote (a test checks the cache really lives there). */
export function redisKeyCount(): number {
  const cli = spawnSync('redis-cli', ['-p', String(PORTS.redis), 'dbsize'], { encoding: 'utf8' });
  return Number(cli.stdout.trim());
}
