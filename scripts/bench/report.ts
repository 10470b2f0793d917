/**
 * The bench's figures as tables, each target checked (✓ / ✗): printed, never asserted — speed on a
 * shared machine varies, so these are figures to read, not tests that fail.
 */
import type { BeaconLoadResult } from './beacon-load';
import type { LoadResult } from './load';
import type { PageWeight } from './weigh';

export type PageFigures = {
  name: string;
  path: string;
  weight: PageWeight;
  app: LoadResult;
  proxy?: LoadResult;
  staticFile?: LoadResult;
};

/** `/` alone, then while page-view beacons arrive at a steady rate: measured back to back. */
export type BeaconFigures = {
  path: string;
  perSecond: number;
  /** The median round of each (by req/s); `rounds` lists every round's req/s. */
  alone: LoadResult;
  withBeacons: LoadResult;
  rounds?: { alone: number[]; withBeacons: number[] };
  /** The beacons sent during the second measurement (its warm-up included) and their answers. */
  beacons: BeaconLoadResult;
  /** Rows in page_views before and after it (none when the app's database was not found). */
  pageViewRowsBefore?: number;
  pageViewRowsAfter?: number;
};

export type LighthouseFigures = {
  url: string;
  performance: number;
  performanceRuns: number[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
  /** Lighthouse's CPU benchmark of this machine (its 4× slowdown assumes about 1,500). */
  benchmarkIndex?: number;
  failing: string[];
  /** The LCP element and phases, layout shifts and busiest scripts of the median run. */
  diagnostics?: Record<string, unknown>;
};

export type BenchResults = {
  date: string;
  commit: string;
  client: string;
  connections: number;
  durationSeconds: number;
  hello: LoadResult;
  pages: PageFigures[];
  /** Missing in results from before the beacon measurement. */
  beacons?: BeaconFigures;
  lighthouse: LighthouseFigures[];
  /** The hello-world page under the same Lighthouse settings: what Next alone scores here. */
  helloLighthouse?: LighthouseFigures;
};

export const TARGETS = {
  appShareOfHello: 0.8,
  p99Ms: 100,
  proxyShareOfStatic: 0.8,
  /** `/` under the beacon load: within 10 % of its req/s alone. */
  beaconShareOfAlone: 0.9,
  performance: 95,
  lcpMs: 1500,
  tbtMs: 100,
  jsGzipBytes: 190 * 1024,
  homeHtmlBytes: 60 * 1024,
} as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const rps = (value: number) => Math.round(value).toLocaleString('en-US');
const pct = (share: number) => `${Math.round(share * 100)} %`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');
const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * One Lighthouse row; `checked` marks each figure against its target (✓ / ✗). The hello-world
 * row is the framework's floor, shown without marks.
 */
function lighthouseRow(page: LighthouseFigures, name: string, checked: boolean): string[] {
  const check = (ok: boolean) => (checked ? ` ${mark(ok)}` : '');
  return [
    name,
    `${page.performance}${check(page.performance >= TARGETS.performance)} (${page.performanceRuns.join(', ')})`,
    `${page.accessibility}${check(page.accessibility === 100)}`,
    `${page.bestPractices}${check(page.bestPractices === 100)}`,
    `${page.seo}${check(page.seo === 100)}`,
    `${(page.lcpMs / 1000).toFixed(2)} s${check(page.lcpMs <= TARGETS.lcpMs)}`,
    `${page.tbtMs} ms${check(page.tbtMs <= TARGETS.tbtMs)}`,
    `${page.cls}${check(page.cls === 0)}`,
    kb(page.jsTransferBytes),
    checked ? page.failing.join(', ') || '—' : '',
  ];
}

/** The `/`-under-beacons table and what became of the beacons. */
function beaconTable(figures: BeaconFigures): string {
  const { alone, withBeacons, beacons } = figures;
  const share = withBeacons.requestsPerSecond / alone.requestsPerSecond;
  const row = (name: string, load: LoadResult, ratio: string) => [
    name,
    rps(load.requestsPerSecond),
    `${ms(load.p50Ms)} / ${ms(load.p99Ms)} ${mark(load.p99Ms < TARGETS.p99Ms)}`,
    `${load.errors} ${mark(load.errors === 0)}`,
    ratio,
  ];
  const path = `\`${decodeURIComponent(figures.path)}\``;
  const { pageViewRowsBefore: before, pageViewRowsAfter: after } = figures;
  const rows =
    before === undefined || after === undefined
      ? 'page_views not read (no database address)'
      : `page_views holds ${rps(after)} rows (${rps(after - before)} more than before)`;
  return [
    table(
      ['page', 'app req/s', 'p50 / p99 ms', 'errors', 'with ÷ without beacons'],
      [
        row(`${path} alone`, alone, '100 %'),
        row(
          `${path} + ${rps(figures.perSecond)} beacons/s`,
          withBeacons,
          `${pct(share)} ${mark(share >= TARGETS.beaconShareOfAlone)}`,
        ),
      ],
    ),
    '',
    `Beacons: ${rps(beacons.sent)} sent in ${beacons.seconds.toFixed(1)} s (${rps(beacons.sent / beacons.seconds)}/s), ${rps(beacons.answered204)} answered 204 ${mark(beacons.errors === 0)}, ${beacons.errors} other answers or errors; ${rows}.`,
    ...(figures.rounds
      ? [
          `Rounds (req/s, alternated): alone ${figures.rounds.alone.map(rps).join(' / ')}; with beacons ${figures.rounds.withBeacons.map(rps).join(' / ')} (medians above).`,
        ]
      : []),
  ].join('\n');
}

export function formatResults(results: BenchResults): string {
  const { hello } = results;
  const load = table(
    [
      'page',
      'HTML raw / gzip',
      'RSC inline',
      'SVGs',
      'JS gzip',
      'app req/s',
      'p50 / p99 ms',
      'errors',
      'app ÷ hello',
      'nginx→app req/s',
      'nginx static req/s',
      'nginx→app ÷ static',
    ],
    [
      ...results.pages.map((page) => {
        const { weight, app, proxy, staticFile } = page;
        const appShare = app.requestsPerSecond / hello.requestsPerSecond;
        const proxyShare =
          proxy && staticFile ? proxy.requestsPerSecond / staticFile.requestsPerSecond : undefined;
        const htmlOk = page.name !== 'home' || weight.htmlBytes <= TARGETS.homeHtmlBytes;
        return [
          `${page.name} \`${decodeURIComponent(page.path)}\``,
          `${kb(weight.htmlBytes)} / ${kb(weight.htmlGzipBytes)}${page.name === 'home' ? ` ${mark(htmlOk)}` : ''}`,
          kb(weight.rscPayloadBytes),
          String(weight.inlineSvgs),
          `${kb(weight.jsGzipBytes)} ${mark(weight.jsGzipBytes <= TARGETS.jsGzipBytes)}`,
          rps(app.requestsPerSecond),
          `${ms(app.p50Ms)} / ${ms(app.p99Ms)} ${mark(app.p99Ms < TARGETS.p99Ms)}`,
          `${app.errors} ${mark(app.errors === 0)}`,
          `${pct(appShare)} ${mark(appShare >= TARGETS.appShareOfHello)}`,
          proxy ? rps(proxy.requestsPerSecond) : '—',
          staticFile ? rps(staticFile.requestsPerSecond) : '—',
          proxyShare === undefined
            ? '—'
            : `${pct(proxyShare)} ${mark(proxyShare >= TARGETS.proxyShareOfStatic)}`,
        ];
      }),
      [
        'hello-world (Next, static)',
        '',
        '',
        '',
        '',
        rps(hello.requestsPerSecond),
        `${ms(hello.p50Ms)} / ${ms(hello.p99Ms)}`,
        String(hello.errors),
        '100 %',
        '',
        '',
        '',
      ],
    ],
  );
  const lighthouse = results.lighthouse.length
    ? table(
        [
          'page',
          'performance (runs)',
          'a11y',
          'best pr.',
          'SEO',
          'LCP',
          'TBT',
          'CLS',
          'JS',
          'below 100',
        ],
        [
          ...results.lighthouse.map((page) =>
            lighthouseRow(page, `\`${decodeURIComponent(new URL(page.url).pathname)}\``, true),
          ),
          ...(results.helloLighthouse
            ? [lighthouseRow(results.helloLighthouse, 'hello-world (Next, static)', false)]
            : []),
        ],
      )
    : '(Lighthouse skipped)';
  const cpu = results.helloLighthouse?.benchmarkIndex;
  return [
    `Bench ${results.date} at ${results.commit} — ${results.client}, ${results.connections} connections, ${results.durationSeconds} s a page`,
    '',
    load,
    ...(results.beacons
      ? ['', 'Page views counted while a page is served:', '', beaconTable(results.beacons)]
      : []),
    '',
    'Lighthouse mobile, median of the runs:',
    '',
    lighthouse,
    ...(cpu
      ? [
          '',
          `Lighthouse's CPU benchmark of this machine: ${Math.round(cpu)} (its 4× CPU slowdown assumes about 1,500: below that the same page reads heavier, above it lighter; it varies between runs on a shared machine).`,
        ]
      : []),
    '',
    `Targets: app ≥ ${pct(TARGETS.appShareOfHello)} of hello-world, p99 < ${TARGETS.p99Ms} ms, 0 errors; nginx→app ≥ ${pct(TARGETS.proxyShareOfStatic)} of nginx static; \`/\` under ${rps(results.beacons?.perSecond ?? 1000)} beacons/s within ${pct(1 - TARGETS.beaconShareOfAlone)} of \`/\` alone; performance ≥ ${TARGETS.performance}, other categories 100, LCP ≤ ${TARGETS.lcpMs / 1000} s, TBT ≤ ${TARGETS.tbtMs} ms, CLS 0; JS ≤ ${kb(TARGETS.jsGzipBytes)} gzip; home HTML ≤ ${kb(TARGETS.homeHtmlBytes)}.`,
  ].join('\n');
}
