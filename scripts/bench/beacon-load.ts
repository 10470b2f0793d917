/**
 * The page-view beacons a busy site's pages send (POST /api/views, as beacon.ts builds them), at a
 * fixed rate, while the bench measures a page: a child process (fork), since wrk runs
 * synchronously in the bench's own process and would stall a load sharing its event loop.
 * A desktop Chrome user agent, so each beacon is counted (a bot's is answered but not counted).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

export type BeaconLoadResult = {
  sent: number;
  answered204: number;
  /** Other answers (429, 404, …), connection errors and timeouts. */
  errors: number;
  seconds: number;
};

export const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

/** Bodies cycling over `paths` (as location.pathname has them): plain, referred, with a campaign. */
export function beaconBodies(paths: string[]): string[] {
  return paths.flatMap((p) => [
    JSON.stringify({ p }),
    JSON.stringify({ p, r: 'www.google.com' }),
    JSON.stringify({ p, s: 'newsletter', m: 'email', c: 'spring-sale' }),
    JSON.stringify({ p, s: 'facebook', c: 'pizza-launch' }),
  ]);
}

type Config = { url: string; perSecond: number; bodies: string[]; maxSeconds: number };

/** Starts `perSecond` beacons to `appUrl` over `paths`; `stop()` ends them and says what came back. */
export async function startBeaconLoad(
  appUrl: string,
  paths: string[],
  perSecond: number,
  maxSeconds: number,
): Promise<{ stop: () => Promise<BeaconLoadResult> }> {
  const config: Config = { url: appUrl, perSecond, bodies: beaconBodies(paths), maxSeconds };
  const child: ChildProcess = fork(import.meta.filename, [], {
    env: { ...process.env, BENCH_BEACON_LOAD: JSON.stringify(config) },
  });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the beacon load exited (${code})`)));
    });
  await next(); // 'started'
  return {
    stop: async () => {
      const result = next();
      child.send('stop');
      return (await result) as BeaconLoadResult;
    },
  };
}

/** Rows in page_views once the app's write queue has settled (it flushes within a second). */
export async function countPageViews(databaseUrlFile: string): Promise<number | undefined> {
  if (!existsSync(databaseUrlFile)) return undefined;
  const client = new pg.Client(readFileSync(databaseUrlFile, 'utf8').trim());
  await client.connect();
  try {
    const count = async () =>
      Number((await client.query('select count(*) as n from page_views')).rows[0].n);
    let last = -1;
    let now = await count();
    while (now !== last) {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      [last, now] = [now, await count()];
    }
    return now;
  } finally {
    await client.end();
  }
}

// The child: the load itself, evenly spread (a few every 10 ms, as many visitors' pages would
// send them; autocannon's rate sends each second's share in a burst), until told to stop.
if (process.env.BENCH_BEACON_LOAD && process.send) {
  const { url, perSecond, bodies, maxSeconds } = JSON.parse(
    process.env.BENCH_BEACON_LOAD,
  ) as Config;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const headers = {
    'content-type': 'text/plain;charset=UTF-8',
    'user-agent': USER_AGENT,
    origin: url,
  };
  const result: BeaconLoadResult = { sent: 0, answered204: 0, errors: 0, seconds: 0 };
  let pending = 0;
  const send = (body: string) => {
    result.sent += 1;
    pending += 1;
    const done = (ok: boolean) => {
      pending -= 1;
      if (ok) result.answered204 += 1;
      else result.errors += 1;
    };
    http
      .request(`${url}/api/views`, { method: 'POST', agent, headers, timeout: 10_000 }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode === 204));
      })
      .on('error', () => done(false))
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy();
      })
      .end(body);
  };
  const started = performance.now();
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
    while (result.sent < due) send(bodies[result.sent % bodies.length]!);
  }, 10);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    result.seconds = (performance.now() - started) / 1000;
    const waitForAnswers = setInterval(() => {
      if (pending > 0) return;
      clearInterval(waitForAnswers);
      agent.destroy();
      process.send!(result, () => process.exit(0));
    }, 20);
  };
  // A safety net only: the bench stops it when its measurement ends.
  setTimeout(stop, maxSeconds * 1000).unref();
  process.once('message', stop);
  process.once('disconnect', () => process.exit(0));
  process.send('started');
}
