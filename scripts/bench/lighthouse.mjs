// Lighthouse mobile (its default: Moto G Power, simulated slow 4G, 4× CPU slowdown) on each URL
// given, once unmeasured and then until RUNS good runs (3 by default) or twice that many attempts,
// in one headless Chromium; prints one JSON line with the median of every figure per URL. A run
// that failed (Lighthouse threw, reported a runtimeError, or gave a category no score or 0) is
// left out of the medians and listed in `failedRuns` with its reason: a broken run read as a 0
// would sink the median. A separate process, as in the SEO audit: Lighthouse wants its own.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import CHROMIUM_FLAGS from '../lib/chromium-flags.json' with { type: 'json' };

const runs = Number(process.env.RUNS || 3);
/** Attempts a URL gets to reach `runs` good runs. */
const maxAttempts = runs * 2;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Nodes kept a failing accessibility audit (its selectors and HTML snippets). */
const NODES_KEPT = 8;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
let chrome = await launchChrome();
/** After a thrown run: a fresh Chromium, in case the old one is what broke. */
async function relaunchChrome() {
  try {
    chrome.kill();
  } catch {
    // already gone
  }
  chrome = await launchChrome();
}

/** Why `lhr` is not a run to count, or undefined when it is. */
function failureOf(lhr) {
  if (lhr.runtimeError) {
    return `runtimeError ${lhr.runtimeError.code}: ${lhr.runtimeError.message ?? ''}`.trim();
  }
  const unscored = CATEGORIES.filter((id) => !lhr.categories[id]?.score).map(
    (id) => `${id} ${lhr.categories[id]?.score ?? 'null'}`,
  );
  if (unscored.length) return `no score: ${unscored.join(', ')}`;
  const metrics = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
  const missing = metrics.filter((id) => typeof lhr.audits[id]?.numericValue !== 'number');
  if (missing.length) return `no value for ${missing.join(', ')}`;
  return undefined;
}

/** A counted audit that did not pass. */
const failed = (audit) =>
  audit &&
  audit.score !== null &&
  audit.score < 1 &&
  audit.scoreDisplayMode !== 'informative' &&
  audit.scoreDisplayMode !== 'manual' &&
  audit.scoreDisplayMode !== 'notApplicable';

/** A good run's figures. */
function sampleOf(lhr) {
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs)
    .map((ref) => lhr.audits[ref.id])
    .filter(failed)
    .map((audit) => audit.id);
  // The accessibility audits that failed and on which elements (target-size: the taps too small
  // or too close), so the note can say what to fix.
  const a11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter(failed)
    .map((audit) => {
      const nodes = (audit.details?.items ?? []).map((item) => item.node).filter(Boolean);
      return {
        id: audit.id,
        nodes: nodes.map((node) => node.selector ?? node.path ?? '?').slice(0, NODES_KEPT),
        snippets: nodes.map((node) => (node.snippet ?? '').slice(0, 160)).slice(0, NODES_KEPT),
      };
    });
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
  return {
    diagnostics,
    a11y,
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
  };
}

/** Every good run's failing accessibility audits, one entry an audit, its nodes merged. */
function mergeA11y(samples) {
  const byId = new Map();
  for (const entry of samples.flatMap((sample) => sample.a11y)) {
    const merged = byId.get(entry.id) ?? { id: entry.id, nodes: [], snippets: [] };
    entry.nodes.forEach((selector, i) => {
      const seen = merged.nodes.some(
        (kept, j) => kept === selector && merged.snippets[j] === entry.snippets[i],
      );
      if (seen || merged.nodes.length >= NODES_KEPT) return;
      merged.nodes.push(selector);
      merged.snippets.push(entry.snippets[i]);
    });
    byId.set(entry.id, merged);
  }
  return [...byId.values()];
}

const results = [];
try {
  for (const url of process.argv.slice(2)) {
    // First one visit that is not measured: the image optimizer encodes a picture on its first
    // request (1.5 s for the home hero's AVIF here) and serves it from its cache after that, as
    // production does once any visitor has seen the page. Lighthouse empties the browser's cache
    // before each run, so this warms the server only.
    try {
      await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
    } catch (error) {
      process.stderr.write(`Lighthouse warm-up on ${url} failed: ${error?.message ?? error}\n`);
      await relaunchChrome();
    }
    const samples = [];
    const failedRuns = [];
    for (let attempt = 0; attempt < maxAttempts && samples.length < runs; attempt += 1) {
      let reason;
      try {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        reason = failureOf(lhr);
        if (!reason) samples.push(sampleOf(lhr));
      } catch (error) {
        reason = `threw: ${error?.message ?? String(error)}`.slice(0, 300);
        await relaunchChrome();
      }
      if (reason) {
        failedRuns.push({ reason });
        process.stderr.write(`Lighthouse run ${attempt + 1} on ${url} failed: ${reason}\n`);
      }
    }
    if (!samples.length) {
      // Nothing to take a median of: the figures say so (null) rather than read as zeros.
      results.push({
        url,
        performance: null,
        performanceRuns: [],
        failedRuns,
        accessibility: null,
        bestPractices: null,
        seo: null,
        lcpMs: null,
        tbtMs: null,
        cls: null,
        jsTransferBytes: null,
        benchmarkIndex: null,
        failing: [],
        diagnostics: { a11y: [] },
      });
      continue;
    }
    const pick = (key) => median(samples.map((sample) => sample[key]));
    const medianRun =
      samples.find((sample) => sample.performance === pick('performance')) ?? samples[0];
    results.push({
      url,
      performance: pick('performance'),
      performanceRuns: samples.map((sample) => sample.performance),
      failedRuns,
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: Math.round(pick('lcpMs')),
      tbtMs: Math.round(pick('tbtMs')),
      cls: Number(pick('cls').toFixed(3)),
      jsTransferBytes: pick('jsTransferBytes'),
      benchmarkIndex: pick('benchmarkIndex'),
      failing: [...new Set(samples.flatMap((sample) => sample.failing))],
      diagnostics: { ...medianRun.diagnostics, a11y: mergeA11y(samples) },
    });
  }
} finally {
  chrome.kill();
}
process.stdout.write(`${JSON.stringify(results)}\n`);
