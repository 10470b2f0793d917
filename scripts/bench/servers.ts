/**
 * The servers the bench compares, each on its own port, all stopped at the end:
 * - the app as `npm start` runs it (its own build folder and demo database under .data/bench);
 * - a hello-world static page built with the same Next version and served by `next start`;
 * - nginx serving our pages' saved HTML as static files (the ceiling), nginx with
 *   deploy/nginx.conf in front of the app and, optionally, the same deploy/nginx.conf in front of
 *   the saved HTML (nginx → app's own ceiling).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../lib/bootstrap';
import { launch as launchLogged, type Running, startedOrStopped } from '../lib/child-servers';
import { deployNginxConf, runNginx } from '../lib/nginx';

export type { Running };

export const BENCH_DIR = path.join(PROJECT_ROOT, '.data/bench');
const NEXT_BIN = path.join(PROJECT_ROOT, 'node_modules/next/dist/bin/next');
const logFile = (name: string) => path.join(BENCH_DIR, `${name}.log`);

const launch = (
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  logName: string,
  cwd = PROJECT_ROOT,
) => launchLogged(command, args, env, logFile(logName), cwd);

/** The app as `npm start` runs it (the compiled server); `build` rebuilds it first (a few minutes). */
export async function startApp(port: number, build: boolean): Promise<Running> {
  const { child } = launch(
    process.execPath,
    ['scripts/start.mjs', ...(build ? ['--rebuild'] : [])],
    {
      PORT: String(port),
      DATA_DIR: path.join(BENCH_DIR, 'data'),
      NEXT_DIST_DIR: '.next-bench',
      // The beacon load comes from one address at 1,000 a second: no per-address cap in the way.
      ANALYTICS_BEACONS_PER_MINUTE: '10000000',
      // Unset: the app serves whatever address it is opened on, as `npm start` does by default.
      SITE_URL: undefined,
    },
    'app',
  );
  return startedOrStopped(child, `http://127.0.0.1:${port}`, '/en', 15 * 60_000, logFile('app'));
}

const HELLO_LAYOUT = `export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`;
const HELLO_PAGE = `export default function Page() {
  return <main><h1>Hello, world</h1></main>;
}
`;

/**
 * A one-page Next app (static, no data) served by `next start`. It lives outside the project —
 * inside, Next picks up our src/instrumentation.ts — with a link to our node_modules (the same
 * Next and React), so it is built with webpack (Turbopack refuses a node_modules outside its root).
 */
export async function startHello(port: number): Promise<Running> {
  const dir = path.join(tmpdir(), 'vending-bench-hello');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  writeFileSync(path.join(dir, 'app/layout.jsx'), HELLO_LAYOUT);
  writeFileSync(path.join(dir, 'app/page.jsx'), HELLO_PAGE);
  writeFileSync(path.join(dir, 'next.config.mjs'), 'export default {};\n');
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build', '--webpack'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0)
    throw new Error(`hello-world build failed:\n${build.stdout}${build.stderr}`);
  const { child } = launch(
    process.execPath,
    [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'],
    { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    'hello',
    dir,
  );
  return startedOrStopped(child, `http://127.0.0.1:${port}`, '/', 60_000, logFile('hello'));
}

/** Saves each page's HTML (and its .gz) under `root`, at the file nginx's try_files will look for. */
export function saveStaticPages(root: string, pages: { path: string; html: Buffer }[]) {
  rmSync(root, { recursive: true, force: true });
  for (const page of pages) {
    const file = path.join(root, decodeURIComponent(page.path), 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page.html);
    writeFileSync(`${file}.gz`, gzipSync(page.html));
  }
}

/**
 * The static upstream for the cached-static nginx: the saved HTML (pre-gzipped) answered as the app
 * answers a public page to nginx — `Cache-Control: public, max-age=0, s-maxage=1` and
 * `X-Accel-Expires: @<the current second>`, `Vary: Accept-Encoding`; no ETag, and If-Modified-Since ignored
 * (the app sends neither validator, so nginx's refresh each second fetches the whole page from both) — so that
 * deploy/nginx.conf caches it exactly as it caches the app's pages.
 */
function staticUpstreamBlock(port: number, staticRoot: string): string {
  return `  map $msec $vending_static_second { ~^(?<second>\\d+) $second; }
  server {
    listen 127.0.0.1:${port};
    root ${staticRoot};
    default_type text/html;
    charset utf-8;
    gzip_static on;
    gzip_vary on;
    etag off;
    if_modified_since off;
    add_header Cache-Control "public, max-age=0, s-maxage=1";
    add_header X-Accel-Expires "@$vending_static_second";
    location / { try_files $uri/index.html =404; }
  }
`;
}

export type NginxPorts = {
  staticPort: number;
  proxyPort: number;
  appPort: number;
  /**
   * deploy/nginx.conf in front of the static upstream (`staticUpstreamPort`): both given, a
   * second nginx runs them (its own folder and cache); the ceiling for nginx → app.
   */
  cachedStaticPort?: number;
  staticUpstreamPort?: number;
};

/**
 * One nginx with two servers: `staticPort` serves the saved HTML (pre-gzipped, the ceiling) and
 * `proxyPort` runs deploy/nginx.conf in front of the app at `appPort`. With `cachedStaticPort`
 * and `staticUpstreamPort`, a second nginx runs the same deploy/nginx.conf (same cache settings,
 * its own cache folder) on `cachedStaticPort` in front of the saved HTML served as the app serves
 * a page (staticUpstreamBlock): nginx → app against it, in the same run, shows what our headers
 * and sizes cost behind the cache. Its URL is `cachedStaticUrl`; `stop` stops both.
 */
export async function startNginx(
  nginx: string,
  ports: NginxPorts,
  staticRoot: string,
): Promise<Running & { cachedStaticUrl?: string }> {
  const dir = path.join(BENCH_DIR, 'nginx');
  const deployConf = deployNginxConf({
    port: ports.proxyPort,
    apps: [`127.0.0.1:${ports.appPort}`],
    cacheDir: path.join(dir, 'cache'),
  });
  const running = await runNginx(
    nginx,
    dir,
    `  server {
    listen 127.0.0.1:${ports.staticPort};
    root ${staticRoot};
    default_type text/html;
    gzip_static on;
    location / { try_files $uri/index.html =404; }
  }
${deployConf}`,
    `http://127.0.0.1:${ports.staticPort}/`,
  );
  const proxied = { ...running, url: `http://127.0.0.1:${ports.proxyPort}` };
  if (ports.cachedStaticPort === undefined || ports.staticUpstreamPort === undefined)
    return proxied;

  const cachedDir = path.join(BENCH_DIR, 'nginx-cached-static');
  const cachedConf = deployNginxConf({
    port: ports.cachedStaticPort,
    apps: [`127.0.0.1:${ports.staticUpstreamPort}`],
    cacheDir: path.join(cachedDir, 'cache'),
  });
  const cachedStaticUrl = `http://127.0.0.1:${ports.cachedStaticPort}`;
  const cached = await runNginx(
    nginx,
    cachedDir,
    `${staticUpstreamBlock(ports.staticUpstreamPort, staticRoot)}${cachedConf}`,
    `${cachedStaticUrl}/`,
  ).catch(async (error: unknown) => {
    await running.stop();
    throw error;
  });
  return {
    ...proxied,
    cachedStaticUrl,
    stop: async () => {
      await Promise.all([running.stop(), cached.stop()]);
    },
  };
}
