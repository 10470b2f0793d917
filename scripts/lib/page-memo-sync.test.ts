import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../tools/embedded-postgres/embedded-postgres';
import type { Running } from './child-servers';
import { syncPageMemoClears } from './page-memo-sync';
import { startRedisServer } from './redis-server';

/**
 * Two instances' page copies over a real Redis (Debian's redis-server, as in the cluster test):
 * a write announced by one drops the other's copies, not its own a second time.
 */
let redis: Running;

beforeAll(async () => {
  redis = await startRedisServer(await freePort(), path.join(os.tmpdir(), 'page-memo-redis.log'));
}, 120_000);

afterAll(() => redis.stop());

/** Whether `check` holds within `timeoutMs` (asked every 20 ms). */
const until = (check: () => boolean, timeoutMs = 5_000) =>
  vi
    .waitFor(() => expect(check()).toBe(true), { timeout: timeoutMs, interval: 20 })
    .then(() => true)
    .catch(() => false);

describe('syncPageMemoClears', () => {
  it("drops the other instances' copies when one announces a write", async () => {
    const cleared = { a: 0, b: 0, other: 0 };
    const log = () => {};
    const a = syncPageMemoClears(redis.url, 'build-1:page-memo-clear', () => cleared.a++, log);
    const b = syncPageMemoClears(redis.url, 'build-1:page-memo-clear', () => cleared.b++, log);
    // Another deployment on the same Redis (another build or KEY_PREFIX) is not told.
    const other = syncPageMemoClears(
      redis.url,
      'build-2:page-memo-clear',
      () => cleared.other++,
      log,
    );
    try {
      // Announcements before the subscriptions are up are lost by design: retry until one lands.
      expect(
        await until(() => {
          a.announce();
          return cleared.b > 0;
        }),
      ).toBe(true);
      // On purpose a fixed wait: retries sent before the first one landed may still be on their
      // way to b, and nothing tells when the last has arrived; b's count must hold still before
      // the check that its own announcement does not clear it.
      await new Promise((r) => setTimeout(r, 300));
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
