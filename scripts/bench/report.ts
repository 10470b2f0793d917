/**
 * The bench's figures as tables, each target checked (✓ / ✗): printed, never asserted — speed on a
 * shared machine varies, so these are figures to read, not tests that fail.
 */
import type { BeaconLoadResult } from './beacon-load';
import type { LoadResult } from './load';
import { type BackOfficeFigures, formatBackOffice } from './back-office-report';
import type { RealDeviceFigures, ScriptWeight } from './real-device';
import { formatRealDevice, formatScriptList, formatScripts } from './real-device-report';
import { formatSoak, type SoakFigures } from './soak';
import type { DocumentWeight, PageWeight } from './weigh';

export type PageFigures = {
  name: string;
  path: string;
  weight: PageWeight;
  app: LoadResult;
  proxy?: LoadResult;
  staticFile?: LoadResult;
  /** nginx with the same deploy config (its proxy cache) in front of the saved page as a file. */
  cachedStatic?: LoadResult;
  /** `proxy` and `cachedStatic` are the median rounds (by req/s) of these, alternated. */
  rounds?: { proxy: number[]; cachedStatic: number[] };
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
  /**
   * The medians of the good runs. A failed run (an error, a runtime error, a category without a
   * score) is dropped, never averaged, and listed in `failedRuns`; with no good run at all the
   * figures below are null and `performanceRuns` is empty.
   */
  performance: number;
  performanceRuns: number[];
  failedRuns?: { reason: string }[];
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
  /** Every sitemap page's gzipped document, largest first (missing in older results). */
  documents?: DocumentWeight[];
  /** The hello-world page weighed the same way: the framework's floor for the JS by script tags. */
  helloWeight?: PageWeight;
  /** Missing in results from before the beacon measurement. */
  beacons?: BeaconFigures;
  lighthouse: LighthouseFigures[];
  /** The hello-world page under the same Lighthouse settings: what Next alone scores here. */
  helloLighthouse?: LighthouseFigures;
  /** A real throttled phone's FCP and LCP (missing in older results). */
  realDevice?: { pages: RealDeviceFigures[]; hello: RealDeviceFigures };
  /** Every script a phone downloads in its first 10 s, per Lighthouse page. */
  scripts?: { pages: { name: string; weight: ScriptWeight }[]; hello: ScriptWeight };
  /** The back office's views over 100,000 inquiries (missing in older results). */
  backOffice?: BackOfficeFigures;
  /** One instance's memory under a long mixed load (missing in older results). */
  soak?: SoakFigures;
};

export const TARGETS = {
  appShareOfHello: 0.8,
  p99Ms: 100,
  /** nginx → app against nginx's proxy cache in front of a static upstream: within 5 %. */
  proxyShareOfCachedStatic: 0.95,
  /** `/` under the beacon load: within 10 % of its req/s alone. */
  beaconShareOfAlone: 0.9,
  performance: 95,
  tbtMs: 100,
  /** JavaScript over the hello-world page's, gzip. */
  jsOverHelloBytes: 15 * 1024,
  /** Every public page's document, gzip. */
  documentGzipBytes: 20 * 1024,
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
function lighthouseRow(
  page: LighthouseFigures,
  name: string,
  checked: boolean,
  helloJsBytes?: number,
): string[] {
  const check = (ok: boolean) => (checked ? ` ${mark(ok)}` : '');
  if (page.performanceRuns.length === 0) {
    return [name, `no good run ✗ (${page.failedRuns?.length ?? 0} failed)`, ...Array(8).fill('')];
  }
  return [
    name,
    `${page.performance}${check(page.performance >= TARGETS.performance)} (${page.performanceRuns.join(', ')})`,
    `${page.accessibility}${check(page.accessibility === 100)}`,
    `${page.bestPractices}${check(page.bestPractices === 100)}`,
    `${page.seo}${check(page.seo === 100)}`,
    // Simulated: shown, not checked (its LCP target is the real phone's, above).
    `${(page.lcpMs / 1000).toFixed(2)} s`,
    `${page.tbtMs} ms${check(page.tbtMs <= TARGETS.tbtMs)}`,
    `${page.cls}${check(page.cls === 0)}`,
    `${kb(page.jsTransferBytes)}${helloJsBytes === undefined ? '' : check(page.jsTransferBytes <= helloJsBytes + TARGETS.jsOverHelloBytes)}`,
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

/** Every public page's document against the target: the largest and any over it. */
function documentsLine(documents: DocumentWeight[]): string {
  const over = documents.filter((page) => page.gzipBytes > TARGETS.documentGzipBytes);
  const largest = documents[0]!;
  return [
    `Documents of all ${documents.length} sitemap pages, gzip: largest ${kb(largest.gzipBytes)} (\`${decodeURIComponent(largest.path)}\`), smallest ${kb(documents.at(-1)!.gzipBytes)} ${mark(over.length === 0)}`,
    ...(over.length
      ? [
          `Over ${kb(TARGETS.documentGzipBytes)}: ${over.map((page) => `\`${decodeURIComponent(page.path)}\` ${kb(page.gzipBytes)}`).join(', ')}`,
        ]
      : []),
  ].join('\n');
}

/** Every round behind the nginx columns' medians (results before they were alternated: none). */
function nginxRounds(pages: PageFigures[]): string[] {
  const rounds = pages.filter((page) => page.rounds);
  if (!rounds.length) return [];
  return [
    '',
    'nginx rounds (req/s, alternated; the medians are above): nginx→app | nginx cache→static',
    ...rounds.map(
      (page) =>
        `- \`${decodeURIComponent(page.path)}\`: ${page.rounds!.proxy.map(rps).join(' / ')} | ${page.rounds!.cachedStatic.map(rps).join(' / ')}`,
    ),
  ];
}

/** The Lighthouse runs dropped from the medians, and why. */
function droppedRuns(pages: LighthouseFigures[]): string[] {
  const dropped = pages.flatMap((page) =>
    (page.failedRuns ?? []).map(
      (run) => `- \`${decodeURIComponent(new URL(page.url).pathname)}\`: ${run.reason}`,
    ),
  );
  return dropped.length
    ? ['', `Lighthouse runs dropped (not averaged): ${dropped.length}`, ...dropped]
    : ['', 'Lighthouse runs dropped: none'];
}

export function formatResults(results: BenchResults): string {
  const { hello, helloWeight } = results;
  // The JS by script tags against the hello-world page's (older results: no hello weight, no mark).
  const jsMark = (bytes: number) =>
    helloWeight ? ` ${mark(bytes <= helloWeight.jsGzipBytes + TARGETS.jsOverHelloBytes)}` : '';
  const load = table(
    [
      'page',
      'HTML raw / gzip',
      'RSC inline',
      'SVGs',
      'JS gzip (script tags)',
      'app req/s',
      'p50 / p99 ms',
      'errors',
      'app ÷ hello',
      'nginx→app req/s',
      'nginx cache→static req/s',
      'nginx→app ÷ cache→static',
      'nginx static file req/s',
    ],
    [
      ...results.pages.map((page) => {
        const { weight, app, proxy, staticFile, cachedStatic } = page;
        const appShare = app.requestsPerSecond / hello.requestsPerSecond;
        const proxyShare =
          proxy && cachedStatic
            ? proxy.requestsPerSecond / cachedStatic.requestsPerSecond
            : undefined;
        return [
          `${page.name} \`${decodeURIComponent(page.path)}\``,
          `${kb(weight.htmlBytes)} / ${kb(weight.htmlGzipBytes)} ${mark(weight.htmlGzipBytes <= TARGETS.documentGzipBytes)}`,
          kb(weight.rscPayloadBytes),
          String(weight.inlineSvgs),
          `${kb(weight.jsGzipBytes)}${jsMark(weight.jsGzipBytes)}`,
          rps(app.requestsPerSecond),
          `${ms(app.p50Ms)} / ${ms(app.p99Ms)} ${mark(app.p99Ms < TARGETS.p99Ms)}`,
          `${app.errors} ${mark(app.errors === 0)}`,
          `${pct(appShare)} ${mark(appShare >= TARGETS.appShareOfHello)}`,
          proxy ? rps(proxy.requestsPerSecond) : '—',
          cachedStatic ? rps(cachedStatic.requestsPerSecond) : '—',
          proxyShare === undefined
            ? '—'
            : `${pct(proxyShare)} ${mark(proxyShare >= TARGETS.proxyShareOfCachedStatic)}`,
          staticFile ? rps(staticFile.requestsPerSecond) : '—',
        ];
      }),
      [
        'hello-world (Next, static)',
        helloWeight ? `${kb(helloWeight.htmlBytes)} / ${kb(helloWeight.htmlGzipBytes)}` : '',
        '',
        '',
        helloWeight ? kb(helloWeight.jsGzipBytes) : '',
        rps(hello.requestsPerSecond),
        `${ms(hello.p50Ms)} / ${ms(hello.p99Ms)}`,
        String(hello.errors),
        '100 %',
        '',
        '',
        '',
        '',
      ],
    ],
  );
  const documents = results.documents?.length
    ? documentsLine(results.documents)
    : '(documents of the other pages not weighed)';
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
          'JS (first 10 s, as Lighthouse counts)',
          'below 100',
        ],
        [
          ...results.lighthouse.map((page) =>
            lighthouseRow(
              page,
              `\`${decodeURIComponent(new URL(page.url).pathname)}\``,
              true,
              results.helloLighthouse?.jsTransferBytes,
            ),
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
    ...nginxRounds(results.pages),
    '',
    documents,
    ...(results.beacons
      ? ['', 'Page views counted while a page is served:', '', beaconTable(results.beacons)]
      : []),
    ...(results.realDevice
      ? [
          '',
          'A real phone (Chromium, slow 4G 150 ms / 1.44 Mbps, 4× CPU, 412 px at 1.75×), median of 7 loads:',
          '',
          formatRealDevice(results.realDevice.pages, results.realDevice.hello),
        ]
      : []),
    ...(results.scripts
      ? [
          '',
          'JavaScript a phone downloads in its first 10 s without interaction (on the wire, headers included, as Lighthouse counts it), beside the script tags alone:',
          '',
          formatScripts(results.scripts.pages, results.scripts.hello),
          '',
          `The home page's scripts one by one:`,
          '',
          formatScriptList(results.scripts.pages[0]!.weight),
        ]
      : []),
    '',
    'Lighthouse mobile, median of the runs:',
    '',
    lighthouse,
    ...droppedRuns(results.lighthouse),
    ...(cpu
      ? [
          '',
          `Lighthouse's CPU benchmark of this machine: ${Math.round(cpu)} (its 4× CPU slowdown assumes about 1,500: below that the same page reads heavier, above it lighter; it varies between runs on a shared machine).`,
        ]
      : []),
    ...(results.backOffice
      ? ['', 'The back office at scale:', '', formatBackOffice(results.backOffice)]
      : []),
    ...(results.soak ? ['', formatSoak(results.soak)] : []),
    '',
    `Targets: app ≥ ${pct(TARGETS.appShareOfHello)} of hello-world, p99 < ${TARGETS.p99Ms} ms, 0 errors; nginx→app within ${pct(1 - TARGETS.proxyShareOfCachedStatic)} of nginx's proxy cache in front of the saved pages; every document ≤ ${kb(TARGETS.documentGzipBytes)} gzip; \`/\` under ${rps(results.beacons?.perSecond ?? 1000)} beacons/s within ${pct(1 - TARGETS.beaconShareOfAlone)} of \`/\` alone; performance ≥ ${TARGETS.performance}, other categories 100, real-phone LCP ≤ 1 s, TBT ≤ ${TARGETS.tbtMs} ms, CLS 0; JS ≤ hello-world's + ${kb(TARGETS.jsOverHelloBytes)} gzip.`,
  ].join('\n');
}
