import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { postgresPidsServing } from '../setup/postgres-pids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, stopChild } from '../../scripts/lib/child-servers';
import { startRedisServer } from '../../scripts/lib/redis-server';
import { freePort } from '../../tools/embedded-postgres/embedded-postgres';
import { CLUSTER_DIST_DIR } from '../cluster/build-dir';

/**
 * REDIS_URL in the environment of `next build`, as on a machine, PaaS or CI that builds with the
 * production variables (issue 29): the build must not need Redis, or the build's id (which it has
 * not written yet). Two builds, as an operator runs them:
 * - `npm run build` with REDIS_URL at a closed port;
 * - `npm start` with REDIS_URL at a running Redis, which rebuilds and serves: `/` answers and its
 *   rendered page is in Redis under the build's id.
 * Both logs are free of warnings and errors. The second build stays in the cluster's dist dir
 * (tests/cluster/build-dir.ts) for `npm test`'s cluster step; both go there, one after the other,
 * so the second reuses the first's compilation cache (about a minute less).
 *
 * Builds take minutes and 100 % of the CPU: they run at a lower priority so that the other test
 * files, running beside this one, keep theirs.
 */
const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, CLUSTER_DIST_DIR);
const BUILD_TIMEOUT = 15 * 60_000;

/** Lines of a build or start log that may say "warning" or "error" (none today). */
const KNOWN: RegExp[] = [];

let dataDir: string;
let redis: Running | undefined;
/** Where the embedded PostgreSQL lives (as root it may move out of dataDir; the log says where). */
let clusterDir: string | undefined;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vending-redis-build-'));
  // Everything but Turbopack's cache: a failed build must not leave the last run's for the
  // cluster step.
  for (const entry of safeReaddir(distDir)) {
    if (entry !== 'cache') rmSync(path.join(distDir, entry), { recursive: true, force: true });
  }
});

afterAll(async () => {
  // After a failure: the start script stops its PostgreSQL on SIGTERM; the build script does not.
  await Promise.all([...running].map((child) => stopChild(child)));
  for (const pid of postgresPids()) process.kill(pid, 'SIGKILL');
  await redis?.stop();
  await rm(dataDir, { recursive: true, force: true });
  if (clusterDir && !clusterDir.startsWith(dataDir))
    await rm(clusterDir, { recursive: true, force: true });
});

const postgresPids = () => postgresPidsServing(clusterDir);

function safeReaddir(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Runs a script of ours as `npm run build` / `npm start` do, on this test's folders. */
function run(script: string, args: string[], env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: {
      ...process.env,
      // Vitest's NODE_ENV=test and the caller's database or key prefix must not leak in (the
      // scripts set NODE_ENV; an empty DATABASE_URL means "embedded").
      NODE_ENV: 'production',
      DATABASE_URL: '',
      KEY_PREFIX: '',
      NEXT_TELEMETRY_DISABLED: '1',
      // As on an operator's machine: with CI set (to anything, "false" too), Next warns of a
      // missing build cache, which is about a CI's own configuration.
      CI: '',
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: CLUSTER_DIST_DIR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  os.setPriority(child.pid!, 10);
  running.add(child);
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk;
    clusterDir ??= /\(data in (\S+);/.exec(output)?.[1];
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

/** The log's lines that say "warning" or "error", but for KNOWN ones. */
function warningsAndErrors(log: string): string[] {
  return log
    .replace(/\x1b\[[0-9;]*m/g, '') // colours
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\bwarn(ings?)?\b|\berrors?\b|⚠/i.test(line))
    .filter((line) => !KNOWN.some((known) => known.test(line)));
}

describe('a build with REDIS_URL set', () => {
  it(
    'succeeds with REDIS_URL at a closed port',
    async () => {
      const closedPort = await freePort();
      const build = run('scripts/build.ts', [], { REDIS_URL: `redis://127.0.0.1:${closedPort}` });
      const code = await build.exited;
      expect(code, build.output()).toBe(0);
      expect(warningsAndErrors(build.output())).toEqual([]);
    },
    BUILD_TIMEOUT,
  );

  it(
    'succeeds with REDIS_URL at a running Redis, and the first start serves / from the shared cache',
    async () => {
      redis = await startRedisServer(await freePort(), path.join(dataDir, 'redis.log'));
      const port = await freePort();
      const start = run('scripts/start.mjs', ['--rebuild'], {
        REDIS_URL: redis.url,
        PORT: String(port),
      });
      const deadline = Date.now() + BUILD_TIMEOUT - 60_000;
      while (!start.output().includes('Ready on')) {
        if (start.child.exitCode !== null || Date.now() > deadline)
          throw new Error(`start failed:\n${start.output()}`);
        await new Promise((r) => setTimeout(r, 500));
      }
      try {
        const home = await fetch(`http://127.0.0.1:${port}/`);
        expect(home.status).toBe(200);
        await home.text();

        // The rendered home page (`/` is /he inside) is stored under the build's id.
        const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
        const client = createClient({ url: redis.url });
        await client.connect();
        try {
          let keys: string[] = [];
          for (let tries = 0; tries < 50 && !keys.some((k) => k.endsWith('/he')); tries++) {
            if (tries) await new Promise((r) => setTimeout(r, 200));
            keys = await client.keys(`${buildId}:*`);
          }
          expect(keys).toContainEqual(expect.stringMatching(/\/he$/));
        } finally {
          await client.quit();
        }
        expect(warningsAndErrors(start.output())).toEqual([]);
      } finally {
        start.child.kill('SIGTERM');
        expect(await start.exited).toBe(0);
      }
    },
    BUILD_TIMEOUT,
  );
});
