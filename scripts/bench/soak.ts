/**
 * A soak: mixed load on one app instance for some minutes while the memory of its whole process
 * tree (the app and everything it started: the embedded PostgreSQL and its backends) is sampled —
 * cold, then at idle after a one-minute warm-up of the same load, every `everySeconds` during, and
 * at +0, +30 and +60 s of idle after. It answers "does memory stay bounded under a long mixed load,
 * and come back down afterwards?".
 *
 * Idle is the warm app, sampled 60 s after the warm-up just as "after" is 60 s after the soak: a
 * site at rest has served its pages, its bounded caches (the page memo's 200 copies, Next's
 * in-memory cache, every route's server code) full. A cold process that has served nothing is
 * printed too but not the reference: the caches cannot return to empty without being emptied,
 * which would undo the speed. So the verdict asks whether ten minutes leave more behind than one.
 *
 * The load: the public pages in turn, plus requests that miss the app's page copies (a unique
 * query string each time, 404s, /sitemap.xml), with wrk (a Lua script) or else autocannon; and
 * page-view beacons at a steady rate alongside (beacon-load.ts: they write rows to page_views).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type BeaconLoadResult, startBeaconLoad } from './beacon-load';
import { parseWrk, wrkArguments } from './load';

/**
 * The verdicts read the tree's summed PSS: each shared page (PostgreSQL's shared buffers, the
 * binaries' code) split between the processes that share it, so counted once. Summed VmRSS counts
 * a shared page once per process that touched it — an idle tree read 649 MB by RSS and 455 MB by
 * PSS — so it stays printed beside, but is not the tree's footprint. Where PSS is unreadable
 * (no /proc/<pid>/smaps_rollup) the verdicts fall back to RSS and say so.
 */
export const SOAK_TARGETS = {
  /** The tree's memory never reaches this. */
  peakMb: 800,
  /**
   * "Not rising": the load samples split in three consecutive thirds; the last third's highest
   * sample is at most this share above the middle third's highest.
   */
  riseShare: 0.05,
  /**
   * "Returns near idle": the last sample after the load (+60 s) at most this share above idle
   * (the warm app 60 s after a one-minute warm-up of the same load).
   */
  idleReturnShare: 0.25,
} as const;

export type SoakSample = {
  /** cold: before any load; idle: 60 s after the warm-up; load; after: 0, 30, 60 s after. */
  phase: 'cold' | 'idle' | 'load' | 'after';
  /** Seconds since the load started (negative: before it). */
  atSeconds: number;
  /** Summed VmRSS of the app's process and all its descendants. */
  rssMb: number;
  /** Summed Pss (shared pages split between the processes sharing them: PostgreSQL's shared buffers counted once), when readable: what the verdicts read. */
  pssMb?: number;
  /** The app's own process (its pid) alone. */
  appRssMb: number;
  processes: number;
};

export type SoakFigures = {
  /** What idle, peak, thirds and after are read from: summed PSS, or RSS where PSS is unreadable. */
  measure: 'pss' | 'rss';
  minutes: number;
  everySeconds: number;
  client: 'wrk' | 'autocannon';
  connections: number;
  beaconsPerSecond: number;
  /** Of every 20 requests: 16 pages (rotating), 2 unique query strings, 1 404, 1 /sitemap.xml. */
  mix: string;
  requests: {
    total: number;
    perSecond: number;
    ok2xx: number;
    notFound404: number;
    /** Other statuses, connection errors and timeouts. */
    other: number;
  };
  beacons: BeaconLoadResult;
  samples: SoakSample[];
  /** Seconds of the same load before idle is sampled (0: idle is the cold app). */
  warmUpSeconds?: number;
  coldMb?: number;
  idleMb: number;
  peakMb: number;
  middleThirdMaxMb?: number;
  lastThirdMaxMb?: number;
  /** The last sample after the load (+60 s idle). */
  afterMb: number;
  verdicts: { peak: boolean; notRising: boolean; returnsNearIdle: boolean };
};

export type SoakOptions = {
  appUrl: string;
  /** The app's process: `node scripts/start.mjs` is the server itself (Running.pid). */
  pid: number;
  /** The public pages, as paths ('/', '/en', …). */
  paths: string[];
  minutes?: number;
  everySeconds?: number;
  /** wrk's path; autocannon without it. */
  wrk?: string;
  connections?: number;
  beaconsPerSecond?: number;
  /** The warm-up before idle is sampled (60; 0 samples idle cold). */
  warmUpSeconds?: number;
};

const MIX = '16 pages in turn, 2 unique query strings (/en?soak=…), 1 404, 1 /sitemap.xml';
const AFTER_SECONDS = [0, 30, 60];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** `pid` and all its descendants (from /proc/<pid>/task/<tid>/children). */
export function processTree(pid: number): number[] {
  const found: number[] = [];
  const visit = (id: number) => {
    found.push(id);
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${id}/task`);
    } catch {
      return; // gone
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of children.split(/\s+/).filter(Boolean)) visit(Number(child));
    }
  };
  visit(pid);
  return found;
}

/** A field in kB from /proc/<pid>/status or smaps_rollup (0 when unreadable). */
function kbField(file: string, field: string): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(file, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return undefined;
  }
}

export function sampleTree(pid: number): Omit<SoakSample, 'phase' | 'atSeconds'> {
  const pids = processTree(pid);
  let rss = 0;
  let pss: number | undefined = 0;
  for (const id of pids) {
    rss += kbField(`/proc/${id}/status`, 'VmRSS') ?? 0;
    const own = kbField(`/proc/${id}/smaps_rollup`, 'Pss');
    pss = own === undefined || pss === undefined ? undefined : pss + own;
  }
  const mb = (kb: number) => Math.round(kb / 1024);
  return {
    rssMb: mb(rss),
    ...(pss !== undefined ? { pssMb: mb(pss) } : {}),
    appRssMb: mb(kbField(`/proc/${pid}/status`, 'VmRSS') ?? 0),
    processes: pids.length,
  };
}

/** wrk's Lua: the mix above, each thread's status counts printed at the end. */
function wrkScript(paths: string[]): string {
  const list = paths.map((p) => JSON.stringify(p)).join(', ');
  return `local paths = { ${list} }
local threads = {}
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("tid", counter)
  table.insert(threads, thread)
end
local n = 0
local page = 0
ok, missing, other = 0, 0, 0
function request()
  n = n + 1
  local slot = n % 20
  local p
  if slot == 0 then p = "/sitemap.xml"
  elseif slot == 7 or slot == 17 then p = "/en?soak=" .. tid .. "-" .. n
  elseif slot == 13 then p = "/soak-no-such-page-" .. n
  else
    page = page + 1
    p = paths[(page % #paths) + 1]
  end
  return wrk.format("GET", p)
end
function response(status, headers, body)
  if status >= 200 and status < 300 then ok = ok + 1
  elseif status == 404 then missing = missing + 1
  else other = other + 1 end
end
function done(summary, latency, requests)
  local o, m, x = 0, 0, 0
  for _, thread in ipairs(threads) do
    o = o + thread:get("ok")
    m = m + thread:get("missing")
    x = x + thread:get("other")
  end
  local e = summary.errors
  io.write(string.format("SOAK %d %d %d %d\\n", o, m, x, e.connect + e.read + e.write + e.timeout))
end
`;
}

type Counts = SoakFigures['requests'];

function runWrkAsync(
  wrk: string,
  appUrl: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<Counts> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vending-soak-'));
  const script = path.join(dir, 'soak.lua');
  writeFileSync(script, wrkScript(paths));
  const args = wrkArguments(`${appUrl}/`, { connections, seconds, timeoutSeconds: 5, script });
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, args);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      const counts = /^SOAK (\d+) (\d+) (\d+) (\d+)$/m.exec(stdout);
      if (code !== 0 || !counts) {
        reject(new Error(`wrk failed in the soak (${code}): ${stderr}${stdout}`));
        return;
      }
      const [ok2xx, notFound404, other, socketErrors] = counts.slice(1).map(Number) as [
        number,
        number,
        number,
        number,
      ];
      const total = ok2xx + notFound404 + other;
      resolve({
        total,
        perSecond: Math.round(parseWrk(stdout).requestsPerSecond),
        ok2xx,
        notFound404,
        other: other + socketErrors,
      });
    });
  });
}

async function runAutocannonMix(
  appUrl: string,
  paths: string[],
  connections: number,
  seconds: number,
): Promise<Counts> {
  let n = 0;
  let page = 0;
  const next = () => {
    n += 1;
    const slot = n % 20;
    if (slot === 0) return '/sitemap.xml';
    if (slot === 7 || slot === 17) return `/en?soak=${n}`;
    if (slot === 13) return `/soak-no-such-page-${n}`;
    page += 1;
    return paths[page % paths.length]!;
  };
  const result = await autocannon({
    url: appUrl,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip' },
    requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  const count = (key: string) => Number((result as unknown as Record<string, number>)[key] ?? 0);
  const total = result.requests.total;
  return {
    total,
    perSecond: Math.round(result.requests.average),
    ok2xx: count('2xx'),
    notFound404: count('4xx'),
    other: count('1xx') + count('3xx') + count('5xx') + result.errors + result.timeouts,
  };
}

/** The highest of each third (consecutive, as equal as the count allows) of `values`. */
export function thirdsMax(values: number[]): [number, number, number] | undefined {
  if (values.length < 3) return undefined;
  const cut1 = Math.round(values.length / 3);
  const cut2 = Math.round((values.length * 2) / 3);
  const max = (part: number[]) => Math.max(...part);
  return [max(values.slice(0, cut1)), max(values.slice(cut1, cut2)), max(values.slice(cut2))];
}

/** The mix and the beacons for `seconds`; the counts once both are done. */
async function startMixedLoad(
  options: Required<Omit<SoakOptions, 'wrk'>> & { wrk?: string },
  seconds: number,
) {
  const { appUrl, paths, wrk, connections, beaconsPerSecond } = options;
  const beaconLoad = await startBeaconLoad(appUrl, paths, beaconsPerSecond, seconds + 60);
  const load = wrk
    ? runWrkAsync(wrk, appUrl, paths, connections, seconds)
    : runAutocannonMix(appUrl, paths, connections, seconds);
  return { load, stopBeacons: () => beaconLoad.stop() };
}

export async function runSoak(options: SoakOptions): Promise<SoakFigures> {
  const settings = {
    minutes: 10,
    everySeconds: 30,
    connections: 20,
    beaconsPerSecond: 100,
    warmUpSeconds: 60,
    ...options,
  };
  const { pid, minutes, everySeconds, wrk, connections, beaconsPerSecond, warmUpSeconds } =
    settings;
  const seconds = Math.round(minutes * 60);
  const samples: SoakSample[] = [];
  /** When each sample was taken; atSeconds counts from the load's start, set once it is known. */
  const takenAt: number[] = [];
  const take = (phase: SoakSample['phase']) => {
    takenAt.push(performance.now());
    samples.push({ phase, atSeconds: 0, ...sampleTree(pid) });
  };

  if (warmUpSeconds > 0) {
    take('cold');
    const warmUp = await startMixedLoad(settings, warmUpSeconds);
    await warmUp.load.finally(() => warmUp.stopBeacons());
    await sleep(AFTER_SECONDS.at(-1)! * 1000);
  }
  take('idle');
  const started = performance.now();
  const { load, stopBeacons } = await startMixedLoad(settings, seconds);
  // Hold a failure until the samples are done, so it does not go unhandled meanwhile.
  const settled = load.then(
    (counts) => ({ counts }),
    (error: unknown) => ({ error }),
  );
  // Every `everySeconds` while the load runs; the last just before it ends.
  const times: number[] = [];
  for (let t = everySeconds; t < seconds; t += everySeconds) times.push(t);
  times.push(Math.max(1, seconds - 2));
  for (const t of times) {
    await sleep(started + t * 1000 - performance.now());
    take('load');
  }
  const outcome = await settled;
  const beacons = await stopBeacons();
  if ('error' in outcome) throw outcome.error;

  const ended = performance.now();
  for (const t of AFTER_SECONDS) {
    await sleep(ended + t * 1000 - performance.now());
    take('after');
  }

  samples.forEach((sample, i) => (sample.atSeconds = Math.round((takenAt[i]! - started) / 1000)));
  const measure = samples.every((sample) => sample.pssMb !== undefined) ? 'pss' : 'rss';
  const mbOf = (sample: SoakSample) => (measure === 'pss' ? sample.pssMb! : sample.rssMb);
  const cold = samples.find((sample) => sample.phase === 'cold');
  const idleMb = mbOf(samples.find((sample) => sample.phase === 'idle')!);
  const peakMb = Math.max(...samples.map(mbOf));
  const thirds = thirdsMax(samples.filter((s) => s.phase === 'load').map(mbOf));
  const afterMb = mbOf(samples.at(-1)!);
  return {
    measure,
    minutes,
    everySeconds,
    client: wrk ? 'wrk' : 'autocannon',
    connections,
    beaconsPerSecond,
    mix: MIX,
    requests: outcome.counts,
    beacons,
    samples,
    warmUpSeconds,
    ...(cold ? { coldMb: mbOf(cold) } : {}),
    idleMb,
    peakMb,
    middleThirdMaxMb: thirds?.[1],
    lastThirdMaxMb: thirds?.[2],
    afterMb,
    verdicts: {
      peak: peakMb < SOAK_TARGETS.peakMb,
      notRising: thirds ? thirds[2] <= thirds[1] * (1 + SOAK_TARGETS.riseShare) : false,
      returnsNearIdle: afterMb <= idleMb * (1 + SOAK_TARGETS.idleReturnShare),
    },
  };
}

const check = (ok: boolean) => (ok ? '✓' : '✗');
const count = (value: number) => value.toLocaleString('en-US');

/** The soak as a few lines: the load, the samples (MB) and the three verdicts. */
export function formatSoak(figures: SoakFigures): string {
  const { requests, beacons, samples } = figures;
  const row = (phase: SoakSample['phase'], show: (s: SoakSample, i: number) => string) =>
    samples
      .filter((sample) => sample.phase === phase)
      .map(show)
      .join(' ');
  const pss =
    figures.measure === 'pss'
      ? `\n  PSS of the tree (MB, shared pages counted once; the verdicts read it): ${samples.map((s) => s.pssMb).join(' ')}; the app's own process (RSS): ${samples.map((s) => s.appRssMb).join(' ')}`
      : '\n  PSS unreadable here: the verdicts read summed RSS';
  const rise = figures.lastThirdMaxMb !== undefined && figures.middleThirdMaxMb !== undefined;
  const risePct = rise
    ? ` (${(((figures.lastThirdMaxMb! - figures.middleThirdMaxMb!) / figures.middleThirdMaxMb!) * 100).toFixed(1)} %)`
    : '';
  const idlePct = ((figures.afterMb - figures.idleMb) / figures.idleMb) * 100;
  const by = figures.measure.toUpperCase();
  const cold = samples.find((s) => s.phase === 'cold');
  const idleIs = figures.warmUpSeconds
    ? `idle ${figures.idleMb} MB (${AFTER_SECONDS.at(-1)} s after a ${figures.warmUpSeconds} s warm-up of the same load; cold ${figures.coldMb ?? '?'} MB)`
    : `idle ${figures.idleMb} MB (cold: no warm-up)`;
  return [
    `Soak: ${figures.minutes} min of mixed load on one app (${figures.client}, ${figures.connections} connections; of every 20 requests ${figures.mix}) and ${figures.beaconsPerSecond} page-view beacons a second.`,
    `  Requests: ${count(requests.total)} (${count(requests.perSecond)}/s): 2xx ${count(requests.ok2xx)}, 404 ${count(requests.notFound404)}, other/errors ${count(requests.other)}; beacons ${count(beacons.sent)} sent, ${count(beacons.answered204)} answered 204, ${count(beacons.errors)} errors.`,
    `  RSS of the app's process tree (MB, summed VmRSS): ${cold ? `cold ${cold.rssMb} | ` : ''}idle ${row('idle', (s) => String(s.rssMb))} | every ${figures.everySeconds} s under load: ${row('load', (s) => String(s.rssMb))} | after: ${row('after', (s, i) => `${s.rssMb} (+${AFTER_SECONDS[i]} s)`)}${pss}`,
    `  ${check(figures.verdicts.peak)} peak ${figures.peakMb} MB ${by} (target < ${SOAK_TARGETS.peakMb} MB)`,
    `  ${check(figures.verdicts.notRising)} not rising: the highest sample of the last third of the load, ${figures.lastThirdMaxMb ?? '?'} MB ${by}, at most ${SOAK_TARGETS.riseShare * 100} % above the middle third's, ${figures.middleThirdMaxMb ?? '?'} MB${risePct}${rise ? '' : ' — fewer than 3 samples under load'}`,
    `  ${check(figures.verdicts.returnsNearIdle)} returns near idle: ${figures.afterMb} MB ${by} after 60 s idle, at most ${SOAK_TARGETS.idleReturnShare * 100} % above ${idleIs} (${idlePct >= 0 ? '+' : ''}${idlePct.toFixed(1)} %)`,
  ].join('\n');
}
