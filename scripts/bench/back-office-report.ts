/**
 * The back office at scale (scripts/bench/back-office.ts): the figures it prints as its last
 * stdout line, the targets they are held to and the markdown table the bench report shows. Pure:
 * nothing from src/ (the main bench runner imports this without react-server conditions).
 */

/** One timed view: the app's own loader for an admin page, run `runs` times after warm-ups. */
export type BackOfficeView = {
  /** Readable name ("inbox: status new", "dashboard home", …). */
  view: string;
  /** Which target it is held to (a key of BACK_OFFICE_TARGETS). */
  target: BackOfficeTarget;
  runs: number;
  medianMs: number;
  p95Ms: number;
  /** Rows the view matched (its total), when it has one. */
  matches?: number;
};

export type BackOfficeFigures = {
  data: { inquiries: number; posts: number; machines: number; auditRows: number };
  views: BackOfficeView[];
  csv: {
    rows: number;
    bytes: number;
    ms: number;
    /** The process's resident memory growth while exporting, over its level before (MB). */
    peakRssGrowthMb: number;
    /** The JS heap's growth at its peak while exporting (MB). */
    peakHeapGrowthMb: number;
    /** Whether the export was read and written in chunks (never all rows at once). */
    streamed: boolean;
    /**
     * For comparison: the peak RSS growth of building the same file whole (every row read, then
     * one string), as the export did before it streamed (MB).
     */
    wholeFilePeakRssGrowthMb?: number;
  };
};

/** p95 budgets in milliseconds. */
export const BACK_OFFICE_TARGETS = {
  inbox: 50,
  dashboard: 200,
  audit: 50,
  list: 100,
  seoFirst: 1000,
  seoWarm: 300,
} as const;

export type BackOfficeTarget = keyof typeof BACK_OFFICE_TARGETS;

/** Memory growth an export may show and still count as flat (MB). */
export const CSV_FLAT_MB = 64;

export const viewMet = (view: BackOfficeView) => view.p95Ms <= BACK_OFFICE_TARGETS[view.target];

export const csvMet = (csv: BackOfficeFigures['csv']) =>
  csv.streamed && csv.peakRssGrowthMb <= CSV_FLAT_MB;

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

/** The figures as a markdown table (one row per view) and the CSV export's line. */
export function formatBackOffice(figures: BackOfficeFigures): string {
  const { data, csv } = figures;
  const lines = [
    `Back office with ${data.inquiries.toLocaleString('en')} inquiries, ` +
      `${data.posts.toLocaleString('en')} posts, ${data.machines.toLocaleString('en')} machines, ` +
      `${data.auditRows.toLocaleString('en')} audit rows`,
    '',
    '| view | median ms | p95 ms | target | |',
    '| --- | ---: | ---: | ---: | :---: |',
    ...figures.views.map(
      (view) =>
        `| ${view.view.replaceAll('|', '\\|')} | ${ms(view.medianMs)} | ${ms(view.p95Ms)} | ` +
        `≤ ${BACK_OFFICE_TARGETS[view.target]} | ${viewMet(view) ? '✓' : '✗'} |`,
    ),
    '',
    `CSV export: ${csv.rows.toLocaleString('en')} rows, ` +
      `${(csv.bytes / 1024 / 1024).toFixed(1)} MB in ${ms(csv.ms)} ms; ` +
      `peak RSS growth ${csv.peakRssGrowthMb.toFixed(1)} MB, heap ${csv.peakHeapGrowthMb.toFixed(1)} MB; ` +
      `${csv.streamed ? 'streamed' : 'not streamed'} ${csvMet(csv) ? '✓' : '✗'}` +
      (csv.wholeFilePeakRssGrowthMb !== undefined
        ? ` (built whole, as before: peak RSS growth ${csv.wholeFilePeakRssGrowthMb.toFixed(1)} MB)`
        : ''),
  ];
  return lines.join('\n');
}
