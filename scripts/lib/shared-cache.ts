/**
 * The start-up check of REDIS_URL (Next's shared cache, src/cache-handlers): Redis answers and
 * publishes the expiry and eviction events the cache handler listens to. Then the handler is told
 * to skip its own check (SKIP_KEYSPACE_CONFIG_CHECK): it would run it again on every reconnect of
 * its subscriber connection, where Redis refuses CONFIG, and never resubscribe.
 */
import { createClient } from 'redis';

/** Where the cache is, for the log: host and port, never the password. */
const describe = (url: string) => {
  const { hostname, port } = new URL(url);
  return `Redis at ${hostname}:${port || 6379}`;
};

/** `Exe`, `AKE`…: key-event notifications (E) for expired (x) and evicted (e) keys, or all (A). */
export const hasNeededEvents = (flags: string) =>
  flags.includes('E') && (flags.includes('A') || (flags.includes('x') && flags.includes('e')));

/**
 * Checks the shared cache; returns what to log. Throws with the fix when Redis publishes too few
 * events. An unreachable Redis is reported, not fatal: pages are then rendered without the cache
 * until it is back.
 */
export async function checkSharedCache(url: string): Promise<string> {
  const client = createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy: false } });
  client.on('error', () => {}); // reported by connect() below
  try {
    await client.connect();
  } catch (error) {
    return `Shared cache: ${describe(url)} does not answer (${(error as Error).message}); pages are rendered without it until it does`;
  }
  try {
    const flags = await client
      .configGet('notify-keyspace-events')
      .then((config) => config['notify-keyspace-events'] ?? '')
      .catch(() => undefined);
    if (flags !== undefined && !hasNeededEvents(flags)) {
      throw new Error(
        `${describe(url)} publishes keyspace events "${flags}": the shared cache needs "Exe" (redis-cli config set notify-keyspace-events Exe, or the provider's parameter group)`,
      );
    }
    process.env.SKIP_KEYSPACE_CONFIG_CHECK = 'true';
    return `Shared cache: ${describe(url)}${flags === undefined ? ' (CONFIG refused: make sure keyspace events "Exe" are on)' : ''}`;
  } finally {
    await client.quit().catch(() => {});
  }
}
