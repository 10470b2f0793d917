import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { postgresPidsServing } from '../setup/postgres-pids';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/embedded-postgres/embedded-postgres';

/**
 * The start script as an operator uses it: Ctrl-C leaves no PostgreSQL behind, and after Node is
 * killed outright the next start recovers the orphaned database. Runs the dev server (no build
 * needed) on its own data folder and port.
 */
const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
/** Where the cluster really lives (as root it may move out of dataDir; the start log says where). */
let clusterDir: string | undefined;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vending-start-'));
});
afterEach(() => {
  // A failed assertion must not leave a server (and its database) running.
  for (const child of running) child.kill('SIGKILL');
  for (const pid of postgresPids()) process.kill(pid, 'SIGKILL');
  running.clear();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  if (clusterDir && !clusterDir.startsWith(dataDir))
    await rm(clusterDir, { recursive: true, force: true });
});

type Started = {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
};

async function start(): Promise<Started> {
  const port = await freePort();
  // Vitest's NODE_ENV=test and any DATABASE_URL of the caller must not leak into the app.
  // Vitest's NODE_ENV=test and any DATABASE_URL of the caller must not leak into the app
  // (start.ts sets NODE_ENV itself; an empty DATABASE_URL means "embedded").
  const env = {
    ...process.env,
    NODE_ENV: 'development' as const,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--dev'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  // Up once the log says "Ready on"; a child that exits first, or is not up in 90 s, failed.
  await new Promise<void>((resolve, reject) => {
    const failed = () => {
      stop();
      reject(new Error(`start failed:\n${output}`));
    };
    const ready = () => {
      if (!output.includes('Ready on')) return;
      stop();
      resolve();
    };
    const deadline = setTimeout(failed, 90_000);
    const stop = () => {
      clearTimeout(deadline);
      child.off('exit', failed);
      for (const stream of [child.stdout!, child.stderr!]) stream.off('data', ready);
    };
    for (const stream of [child.stdout!, child.stderr!]) stream.on('data', ready);
    child.once('exit', failed);
    ready();
  });
  clusterDir = /\(data in (\S+);/.exec(output)?.[1];
  expect(clusterDir).toBeDefined();
  return { child, url: `http://localhost:${port}`, output: () => output, exited };
}

const postgresPids = () => postgresPidsServing(clusterDir);

describe('npm start lifecycle', () => {
  it('stops PostgreSQL on SIGINT (Ctrl-C) and SIGTERM', async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const app = await start();
      expect(postgresPids()).toHaveLength(1);
      app.child.kill(signal);
      expect(await app.exited).toBe(0);
      expect(postgresPids()).toEqual([]);
    }
  }, 240_000);

  it('on SIGTERM (a deploy), answers the request in flight before it stops', async () => {
    const app = await start();
    // A server action whose body is still on its way when the signal comes: the server-action
    // guard waits for it (and refuses it, 400: it is not JSON), without compiling any page.
    const socket = connect(Number(new URL(app.url).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {});
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      'POST /en/contact HTTP/1.1\r\nHost: localhost\r\nNext-Action: 0\r\n' +
        'Content-Type: text/plain;charset=UTF-8\r\nContent-Length: 2\r\n\r\n',
    );
    await sleep(500);
    app.child.kill('SIGTERM');
    await sleep(500);
    socket.write('{{');
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(await app.exited).toBe(0);
    expect(postgresPids()).toEqual([]);
  }, 240_000);

  it('starts again after Node was killed with SIGKILL, stopping the orphaned PostgreSQL', async () => {
    const first = await start();
    first.child.kill('SIGKILL');
    await first.exited;
    const [orphan] = postgresPids();
    expect(orphan).toBeGreaterThan(0);

    const second = await start();
    expect(second.output()).toContain(
      `Stopping a PostgreSQL left running by an earlier run (process ${orphan})`,
    );
    expect(postgresPids()).not.toContain(orphan);
    expect(postgresPids()).toHaveLength(1);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(postgresPids()).toEqual([]);
  }, 240_000);

  it('after a restart, delivers the inquiries the previous run left pending', async () => {
    const first = await start();
    const url = (await readFile(path.join(dataDir, 'database-url'), 'utf8')).trim();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // A lead stored just before the process died, its e-mail never attempted.
    const { rows } = await client.query<{ id: string }>(
      "insert into contact_inquiries (name, phone, locale, page) values ('Before the crash', '0501234567', 'he', '/') returning id",
    );
    first.child.kill('SIGKILL');
    await first.exited;
    const { rows: before } = await client.query<{ email_status: string }>(
      'select email_status from contact_inquiries where id = $1',
      [rows[0]!.id],
    );
    expect(before[0]!.email_status).toBe('pending');
    await client.end();

    const second = await start();
    await fetch(`${second.url}/robots.txt`); // the first request makes sure the server runtime is up
    const reader = new pg.Client({
      connectionString: (await readFile(path.join(dataDir, 'database-url'), 'utf8')).trim(),
    });
    await reader.connect();
    try {
      await expect
        .poll(
          async () =>
            (
              await reader.query<{ email_status: string }>(
                'select email_status from contact_inquiries where id = $1',
                [rows[0]!.id],
              )
            ).rows[0]!.email_status,
          { timeout: 60_000, interval: 500 },
        )
        .toBe('sent');
      const mails = await readdir(path.join(dataDir, 'mail'));
      const bodies = await Promise.all(
        mails.map((f) => readFile(path.join(dataDir, 'mail', f), 'utf8')),
      );
      expect(bodies.filter((b) => b.includes(rows[0]!.id))).toHaveLength(1);
    } finally {
      await reader.end();
      second.child.kill('SIGINT');
      await second.exited;
    }
  }, 240_000);
});
