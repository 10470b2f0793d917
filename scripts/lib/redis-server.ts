/**
 * A Redis server for our scripts and tests (the cluster test, the page-memo sync test): Debian's
 * redis-server on loopback, nothing saved to disk, with the keyspace events the shared cache
 * handler needs (expired and evicted keys).
 */
import net from 'node:net';
import { launch, type Running, stopChild } from './child-servers';
import { findOrInstall } from './tools';

export async function startRedisServer(port: number, logPath: string): Promise<Running> {
  const redis = findOrInstall('redis-server', 'redis-server');
  if (!redis) {
    throw new Error('redis-server is needed: install it (Debian: apt-get install redis-server)');
  }
  const { child } = launch(
    redis,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--notify-keyspace-events',
      'Exe',
    ],
    {},
    logPath,
  );
  try {
    await waitForPort(port, 10_000);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}; see ${logPath}`);
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/** Resolves once something accepts TCP connections on `port`. */
async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs / 1000} s`);
}
