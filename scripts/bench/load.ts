/**
 * Load on one URL: wrk when installed (a C client takes less of this 2-core machine from the server
 * it measures), otherwise autocannon. Every request asks for gzip, as browsers do.
 */
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx/3xx, plus connection errors and timeouts. */
  errors: number;
};

export type LoadOptions = { connections: number; durationSeconds: number; wrk?: string };

const HEADERS = { 'accept-encoding': 'gzip' };

/** "1.23ms" / "850.00us" / "1.02s" → milliseconds. */
function wrkDuration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2] as 'ms'];
}

export function parseWrk(output: string): LoadResult {
  const percentile = (p: string) =>
    wrkDuration(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    output,
  );
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN),
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    errors: non2xx + socketErrors,
  };
}

/** wrk's arguments for a run: latency percentiles, two threads, gzip asked for; `script` is Lua. */
export function wrkArguments(
  url: string,
  options: { connections: number; seconds: number; timeoutSeconds: number; script?: string },
): string[] {
  return [
    '--latency',
    '-t2',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    `${options.timeoutSeconds}s`,
    ...(options.script ? ['-s', options.script] : []),
    ...Object.entries(HEADERS).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
}

function runWrk(wrk: string, url: string, connections: number, seconds: number): LoadResult {
  const run = spawnSync(wrk, wrkArguments(url, { connections, seconds, timeoutSeconds: 2 }), {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`wrk failed on ${url}: ${run.stderr}`);
  return parseWrk(run.stdout);
}

async function runAutocannon(url: string, connections: number, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, headers: HEADERS });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** A 2-second warm-up (caches, JIT), then the measured run. */
export async function measureLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  const run = (seconds: number) =>
    options.wrk
      ? Promise.resolve(runWrk(options.wrk, url, options.connections, seconds))
      : runAutocannon(url, options.connections, seconds);
  await run(2);
  return run(options.durationSeconds);
}
