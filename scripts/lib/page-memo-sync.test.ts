import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncPageMemoClears } from './page-memo-sync';
import { stopChild } from './child-servers';
import { findOrInstall } from './tools';

/**
 * Two instances' page copies over a real Redis (Debian's redis-server, as in the cluster test):
 * a write announced by one drops the other's copies, not its own a second time.
 */
let redis: ChildProcess;
let url: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const binary = findOrInstall('redis-server', 'redis-server');
  if (!binary) throw new Error('redis-server is needed (Debian: apt-get install redis-server)');
  const port = await freePort();
  redis = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
    stdio: 'ignore',
  });
  url = `redis://127.0.0.1:${port}`;
}, 120_000);

afterAll(() => stopChild(redis));

const until = async (check: () => boolean, timeoutMs = 5_000) => {
  const start = Date.now();
  while (!check() && Date.now() - start < timeoutMs) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('syncPageMemoClears', () => {
  it("drops the other instances' copies when one announces a write", async () => {
    const cleared = { a: 0, b: 0, other: 0 };
    const log = () => {};
    const a = syncPageMemoClears(url, 'build-1:page-memo-clear', () => cleared.a++, log);
    const b = syncPageMemoClears(url, 'build-1:page-memo-clear', () => cleared.b++, log);
    // Another deployment on the same Redis (another build or KEY_PREFIX) is not told.
    const other = syncPageMemoClears(url, 'build-2:page-memo-clear', () => cleared.other++, log);
    try {
      // Announcements before the subscriptions are up are lost by design: retry until one lands.
      expect(
        await until(() => {
          a.announce();
          return cleared.b > 0;
        }),
      ).toBe(true);
      await new Promise((r) => setTimeout(r, 300)); // the retries still on their way
      const before = { ...cleared };
      b.announce();
      expect(await until(() => cleared.a > before.a)).toBe(true);
      expect(cleared.b).toBe(before.b);
      expect(cleared.other).toBe(0);
    } finally {
      await Promise.all([a.stop(), b.stop(), other.stop()]);
    }
  });
});
