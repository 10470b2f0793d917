/**
 * nginx for our scripts (the bench, the cluster test): deploy/nginx.conf as operators install it,
 * pointed at our ports and folders, inside a main configuration that runs in the foreground
 * with every file under one folder of ours.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, type Running, startedOrStopped } from './child-servers';

// Not bootstrap's PROJECT_ROOT: the test runner loads this file and need not load the app's modules.
const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

/** deploy/nginx.conf listening on `port`, proxying to `apps` (host:port each), caching in `cacheDir`. */
export function deployNginxConf(options: { port: number; apps: string[]; cacheDir: string }) {
  const servers = options.apps.map((app) => `server ${app};`).join('\n    ');
  return readFileSync(path.join(PROJECT_ROOT, 'deploy/nginx.conf'), 'utf8')
    .replace('server 127.0.0.1:3000;', servers)
    .replaceAll('/var/cache/nginx/vending', options.cacheDir)
    .replace(/listen 80;/g, `listen 127.0.0.1:${options.port};`);
}

/**
 * Starts nginx with `httpBlock` (the inside of `http { }`) from the folder `dir` (its cache
 * emptied first); resolves once `probeUrl` answers.
 */
export async function runNginx(
  nginx: string,
  dir: string,
  httpBlock: string,
  probeUrl: string,
): Promise<Running> {
  rmSync(path.join(dir, 'cache'), { recursive: true, force: true });
  mkdirSync(path.join(dir, 'cache'), { recursive: true });
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
  # As Debian's stock nginx.conf has them, so deploy/nginx.conf is measured as it will run.
  sendfile on;
  tcp_nopush on;
  access_log off;
  client_body_temp_path ${dir}/client_temp;
  proxy_temp_path ${dir}/proxy_temp;
  fastcgi_temp_path ${dir}/fastcgi_temp;
  uwsgi_temp_path ${dir}/uwsgi_temp;
  scgi_temp_path ${dir}/scgi_temp;
${httpBlock}
}
`,
  );
  const check = spawnSync(nginx, ['-t', '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const logPath = path.join(dir, 'nginx.log');
  const { child } = launch(nginx, ['-c', path.join(dir, 'nginx.conf')], {}, logPath);
  const url = new URL(probeUrl);
  return startedOrStopped(child, url.origin, url.pathname, 10_000, logPath);
}
