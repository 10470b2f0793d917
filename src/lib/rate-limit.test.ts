import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authRateLimit, rateLimits } from '@/db/schema';
import { withUpAndDownDatabases } from '../../tests/setup/outage-db';
import { forgetEndedRateLimits, hitMemoryRateLimit, hitRateLimit } from './rate-limit';

const rule = { limit: 3, windowSeconds: 600 };
/** A test database, and a client whose server is gone (`down`: connections refused). */
const databases = withUpAndDownDatabases();

describe('hitRateLimit', () => {
  it('counts in the database and refuses beyond the limit', async () => {
    const key = `test:${randomUUID()}`;
    const hits = [];
    for (let n = 0; n < 4; n++) hits.push(await hitRateLimit(databases.up.db, key, rule));
    expect(hits).toEqual([
      { allowed: true, count: 1, countedIn: 'database' },
      { allowed: true, count: 2, countedIn: 'database' },
      { allowed: true, count: 3, countedIn: 'database' },
      { allowed: false, count: 4, countedIn: 'database' },
    ]);
    expect(
      (await databases.up.db.select().from(rateLimits)).find((r) => r.key === key)?.count,
    ).toBe(4);
  });

  it('counts in memory with the same rule while the database is down', async () => {
    const key = `test:${randomUUID()}`;
    const hits = [];
    for (let n = 0; n < 4; n++) hits.push(await hitRateLimit(databases.down, key, rule));
    expect(hits.map((h) => [h.allowed, h.countedIn])).toEqual([
      [true, 'memory'],
      [true, 'memory'],
      [true, 'memory'],
      [false, 'memory'],
    ]);
    // Another address has its own count.
    expect(await hitRateLimit(databases.down, `test:${randomUUID()}`, rule)).toMatchObject({
      allowed: true,
      count: 1,
    });
  });
});

describe('hitMemoryRateLimit', () => {
  it('starts a new window once the last one has ended', () => {
    const key = `test:${randomUUID()}`;
    const start = Date.now();
    for (let n = 1; n <= 3; n++) expect(hitMemoryRateLimit(key, rule, start).allowed).toBe(true);
    expect(hitMemoryRateLimit(key, rule, start + 599_000)).toMatchObject({
      allowed: false,
      count: 4,
    });
    expect(hitMemoryRateLimit(key, rule, start + 600_000)).toMatchObject({
      allowed: true,
      count: 1,
    });
  });

  it('holds a bounded number of addresses', () => {
    const now = Date.now();
    const first = `test:${randomUUID()}`;
    hitMemoryRateLimit(first, rule, now);
    hitMemoryRateLimit(first, rule, now);
    for (let n = 0; n < 10_000; n++) hitMemoryRateLimit(`flood:${n}`, rule, now);
    // The oldest window was forgotten to make room: that address starts again at 1.
    expect(hitMemoryRateLimit(first, rule, now).count).toBe(1);
  });
});

describe('forgetEndedRateLimits', () => {
  it("forgets the counters (visitors' addresses) whose window started over a day ago, keeps the rest", async () => {
    const { db } = databases.up;
    const now = new Date();
    const hours = (n: number) => new Date(now.getTime() - n * 3600_000);
    const old = `old:${randomUUID()}`;
    const recent = `recent:${randomUUID()}`;
    await db.insert(rateLimits).values([
      { key: old, windowStartedAt: hours(25), count: 2 },
      { key: recent, windowStartedAt: hours(23), count: 2 },
    ]);
    await db.insert(authRateLimit).values([
      { id: randomUUID(), key: `203.0.113.1|${old}`, count: 1, lastRequest: hours(25).getTime() },
      { id: randomUUID(), key: `203.0.113.1|${recent}`, count: 1, lastRequest: hours(1).getTime() },
    ]);
    expect(await forgetEndedRateLimits(db, now)).toBe(2);
    const keys = [
      ...(await db.select().from(rateLimits)).map((r) => r.key),
      ...(await db.select().from(authRateLimit)).map((r) => r.key),
    ];
    expect(keys).toContain(recent);
    expect(keys).toContain(`203.0.113.1|${recent}`);
    expect(keys.some((key) => key.includes(old))).toBe(false);
  });
});
