import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * A database that accepts connections and never answers (hung, or a black-holed network): the
 * health check must still answer, 503, in about two seconds, and not pile up more connections.
 */
const sockets = new Set<net.Socket>();
const blackHole = net.createServer((socket) => {
  sockets.add(socket);
  socket.on('error', () => undefined);
});
let connections = 0;
blackHole.on('connection', () => (connections += 1));

beforeAll(async () => {
  await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', () => resolve()));
  const { port } = blackHole.address() as net.AddressInfo;
  process.env.DATABASE_URL = `postgres://postgres:x@127.0.0.1:${port}/hung`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => blackHole.close(() => resolve()));
  const { getDb } = await import('@/db');
  await getDb()
    .$client.end()
    .catch(() => undefined);
});

describe('the health check against a hung database', () => {
  it('answers 503 "degraded" within ~2 s, and later checks do not open more connections', async () => {
    const { healthResponse } = await import('./health');
    const started = performance.now();
    const response = await healthResponse(true);
    const elapsed = performance.now() - started;
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'degraded',
      database: { reachable: false, latencyMs: null },
      mail: { queueDepth: null, oldestUndeliveredSeconds: null },
      spool: { pending: 0 },
      backup: { lastGoodAt: null, ageSeconds: null, lastFailed: false },
    });
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(3000);

    // The first query still hangs: the next checks answer at once, without a new connection.
    // The shared answer is stale a second later (by performance.now): move that clock on by a
    // second and a bit instead of waiting for it.
    const realNow = performance.now.bind(performance);
    vi.spyOn(performance, 'now').mockImplementation(() => realNow() + 1100);
    const again = performance.now();
    const [head, get] = await Promise.all([healthResponse(false), healthResponse(true)]);
    expect(performance.now() - again).toBeLessThan(500);
    expect([head.status, get.status]).toEqual([503, 503]);
    expect(await head.text()).toBe('');
    expect(connections).toBe(1);
  });
});
