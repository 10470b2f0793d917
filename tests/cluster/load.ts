/**
 * Load through nginx for the instance-loss spec: every request a different query string, so
 * nginx's one-second cache cannot answer it and each reaches an app instance (which serves its
 * cached page). wrk when installed, else autocannon; both run beside the test, not blocking it.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { type LoadResult, parseWrk, wrkArguments } from '../../scripts/bench/load';
import { CLUSTER_DIR } from './topology';

export type { LoadResult };

const WRK_SCRIPT = `counter = 0
request = function()
  counter = counter + 1
  return wrk.format(nil, wrk.path .. "?load=" .. math.random(1, 1000000000) .. "-" .. counter)
end
`;

function wrkLoad(wrk: string, url: string, connections: number, seconds: number) {
  const script = path.join(CLUSTER_DIR, 'uncached.lua');
  writeFileSync(script, WRK_SCRIPT);
  return new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(
      wrk,
      // A request slower than this counts as failed: on two busy cores a few of one instance's
      // answers take over 5 s (p99 ~3.5 s), which is slowness, reported as p99, not a failure.
      wrkArguments(url, { connections, seconds, timeoutSeconds: 15, script }),
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(parseWrk(output)) : reject(new Error(`wrk failed: ${output}`)),
    );
  });
}

async function autocannonLoad(url: string, connections: number, seconds: number) {
  const result = await autocannon({
    url: `${url}?load=[<id>]`,
    idReplacement: true,
    connections,
    duration: seconds,
    timeout: 15,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** `connections` clients on `url` for `seconds`: requests per second, latency, errors. */
export function loadThrough(
  url: string,
  options: { connections: number; seconds: number; wrk?: string },
): Promise<LoadResult> {
  return options.wrk
    ? wrkLoad(options.wrk, url, options.connections, options.seconds)
    : autocannonLoad(url, options.connections, options.seconds);
}
