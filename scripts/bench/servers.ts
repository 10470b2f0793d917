/**
 * The servers the bench compares, each on its own port, all stopped at the end:
 * - the app as `npm start` runs it (its own build folder and demo database under .data/bench);
 * - a hello-world static page built with the same Next version and served by `next start`;
 * - nginx serving our pages' saved HTML as static files (the ceiling), and nginx with
 *   deploy/nginx.conf in front of the app.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../lib/bootstrap';

export const BENCH_DIR = path.join(PROJECT_ROOT, '.data/bench');
const NEXT_BIN = path.join(PROJECT_ROOT, 'node_modules/next/dist/bin/next');

export type Running = { url: string; stop: () => Promise<void> };

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resolves once `url` answers 200; rejects when the process exits first or after `timeoutMs`. */
async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server for ${url} exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The server once `probe` answers; stopped (and the error pointing at its log) if it never does. */
async function startedOrStopped(
  child: ChildProcess,
  url: string,
  probe: string,
  timeoutMs: number,
  logName: string,
): Promise<Running> {
  try {
    await waitUntilUp(`${url}${probe}`, child, timeoutMs);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}; see ${path.join(BENCH_DIR, `${logName}.log`)}`);
  }
  return { url, stop: () => stopChild(child) };
}

function launch(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  logName: string,
  cwd = PROJECT_ROOT,
) {
  mkdirSync(BENCH_DIR, { recursive: true });
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
  const logPath = path.join(BENCH_DIR, `${logName}.log`);
  writeFileSync(logPath, '');
  const append = (chunk: Buffer) => writeFileSync(logPath, chunk, { flag: 'a' });
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return { child };
}

/** The app through scripts/start.ts; `build` rebuilds it first (a few minutes). */
export async function startApp(port: number, build: boolean): Promise<Running> {
  const { child } = launch(
    path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
    ['scripts/start.ts', ...(build ? ['--rebuild'] : [])],
    {
      PORT: String(port),
      DATA_DIR: path.join(BENCH_DIR, 'data'),
      NEXT_DIST_DIR: '.next-bench',
      // Unset: the app serves whatever address it is opened on, as `npm start` does by default.
      SITE_URL: undefined,
    },
    'app',
  );
  return startedOrStopped(child, `http://127.0.0.1:${port}`, '/en', 15 * 60_000, 'app');
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
  return startedOrStopped(child, `http://127.0.0.1:${port}`, '/', 60_000, 'hello');
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
 * One nginx with two servers: `staticPort` serves the saved HTML (pre-gzipped, the ceiling) and
 * `proxyPort` runs deploy/nginx.conf in front of the app at `appPort`.
 */
export async function startNginx(
  nginx: string,
  ports: { staticPort: number; proxyPort: number; appPort: number },
  staticRoot: string,
): Promise<Running> {
  const dir = path.join(BENCH_DIR, 'nginx');
  rmSync(path.join(dir, 'cache'), { recursive: true, force: true });
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const deployConf = readFileSync(path.join(PROJECT_ROOT, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('127.0.0.1:3000', `127.0.0.1:${ports.appPort}`)
    .replaceAll('/var/cache/nginx/vending', path.join(dir, 'cache'))
    .replace(/listen 80;/g, `listen 127.0.0.1:${ports.proxyPort};`);
  writeFileSync(path.join(dir, 'deploy.conf'), deployConf);
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${asRoot ? 'user root;\n' : ''}worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/client_temp;
  proxy_temp_path ${dir}/proxy_temp;
  fastcgi_temp_path ${dir}/fastcgi_temp;
  uwsgi_temp_path ${dir}/uwsgi_temp;
  scgi_temp_path ${dir}/scgi_temp;
  server {
    listen 127.0.0.1:${ports.staticPort};
    root ${staticRoot};
    default_type text/html;
    gzip_static on;
    location / { try_files $uri/index.html =404; }
  }
  include ${dir}/deploy.conf;
}
`,
  );
  const check = spawnSync(nginx, ['-t', '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const { child } = launch(nginx, ['-c', path.join(dir, 'nginx.conf')], {}, 'nginx');
  const running = await startedOrStopped(
    child,
    `http://127.0.0.1:${ports.staticPort}`,
    '/',
    10_000,
    'nginx',
  );
  return { ...running, url: `http://127.0.0.1:${ports.proxyPort}` };
}
