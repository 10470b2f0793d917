import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';

/**
 * With several instances (REDIS_URL), a write on one drops the page copies of all of them
 * (page-memo.ts): each announces its writes on a Redis channel and listens for the others'.
 * Redis out of reach only delays the news: a copy lasts to the end of its second anyway. Returns `announce`
 * (for the memo's onClear) and `stop`.
 */
export function syncPageMemoClears(
  redisUrl: string,
  channel: string,
  clear: () => void,
  log: (message: string) => void,
) {
  const self = randomUUID();
  const publisher = createClient({ url: redisUrl, socket: { connectTimeout: 5_000 } });
  const subscriber = publisher.duplicate();
  let reported = false;
  const report = (error: Error) => {
    // Once per outage: the clients retry on their own.
    if (!reported) log(`Page copies: Redis is out of reach (${error.message}); retrying`);
    reported = true;
  };
  for (const client of [publisher, subscriber]) {
    client.on('error', report);
    client.on('ready', () => (reported = false));
  }
  void publisher.connect().catch(report);
  void subscriber
    .connect()
    .then(() => subscriber.subscribe(channel, (from) => from !== self && clear()))
    .catch(report);

  return {
    announce() {
      // Not queued while disconnected: an old announcement is of no use later.
      if (publisher.isReady) publisher.publish(channel, self).catch(report);
    },
    async stop() {
      await Promise.all(
        [publisher, subscriber].map((client) => client.quit().catch(() => undefined)),
      );
    },
  };
}
