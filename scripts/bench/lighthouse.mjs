// Lighthouse mobile (its default: Moto G Power, simulated slow 4G, 4× CPU slowdown) on each URL
// given, once unmeasured and then RUNS times (3 by default) in one headless Chromium; prints one
// JSON line with the median of every figure per URL. A separate process, as in the SEO audit:
// Lighthouse wants its own.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import CHROMIUM_FLAGS from '../lib/chromium-flags.json' with { type: 'json' };

const runs = Number(process.env.RUNS || 3);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const results = [];
try {
  for (const url of process.argv.slice(2)) {
    // First one visit that is not measured: the image optimizer encodes a picture on its first
    // request (1.5 s for the home hero's AVIF here) and serves it from its cache after that, as
    // production does once any visitor has seen the page. Lighthouse empties the browser's cache
    // before each run, so this warms the server only.
    await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = Object.values(lhr.categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) => category.auditRefs)
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'manual' &&
            audit.scoreDisplayMode !== 'notApplicable',
        )
        .map((audit) => audit.id);
      const scripts = lhr.audits['resource-summary']?.details?.items?.find(
        (item) => item.resourceType === 'script',
      );
      // What to look at next: the LCP element and its phases, what shifted, the busiest scripts.
      const items = (id) => lhr.audits[id]?.details?.items ?? [];
      // Lighthouse 13's LCP breakdown: a table of its subparts, then the element.
      const lcpBreakdown = items('lcp-breakdown-insight');
      const diagnostics = {
        lcpElement: lcpBreakdown.find((item) => item.type === 'node')?.snippet?.slice(0, 160),
        lcpPhases: lcpBreakdown
          .find((item) => item.type === 'table')
          ?.items?.map((phase) => `${phase.subpart} ${Math.round(phase.duration)} ms`),
        layoutShifts: items('layout-shifts')
          .slice(0, 3)
          .map((shift) => `${shift.node?.selector ?? '?'} ${shift.score?.toFixed(3)}`),
        bootup: items('bootup-time')
          .slice(0, 4)
          .map((script) => `${script.url.split('/').pop()} ${Math.round(script.total)} ms`),
      };
      samples.push({
        diagnostics,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        jsTransferBytes: scripts?.transferSize ?? 0,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        failing,
      });
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    results.push({
      url,
      performance: pick('performance'),
      performanceRuns: samples.map((sample) => sample.performance),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: Math.round(pick('lcpMs')),
      tbtMs: Math.round(pick('tbtMs')),
      cls: Number(pick('cls').toFixed(3)),
      jsTransferBytes: pick('jsTransferBytes'),
      benchmarkIndex: pick('benchmarkIndex'),
      failing: [...new Set(samples.flatMap((sample) => sample.failing))],
      diagnostics:
        samples.find((sample) => sample.performance === pick('performance'))?.diagnostics ??
        samples[0].diagnostics,
    });
  }
} finally {
  chrome.kill();
}
process.stdout.write(`${JSON.stringify(results)}\n`);
