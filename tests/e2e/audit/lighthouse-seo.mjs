// Lighthouse's SEO category for the URLs given as arguments, in one headless Chromium (the e2e
// one, with the flags this machine needs). Prints one JSON line: [{ url, score, failed }].
// A separate process: Lighthouse cannot share a Playwright worker (the run ended it silently).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import CHROMIUM_FLAGS from '../../../scripts/lib/chromium-flags.json' with { type: 'json' };

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const results = [];
try {
  for (const url of process.argv.slice(2)) {
    const run = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: process.env.LH_LOG || 'error' },
      {
        extends: 'lighthouse:default',
        // Only the SEO category, the page loaded as it is (no simulated slow network): the score
        // does not depend on speed, and a page takes seconds instead of a minute.
        settings: {
          onlyCategories: ['seo'],
          throttlingMethod: 'provided',
          disableFullPageScreenshot: true,
          skipAboutBlank: true,
          pauseAfterFcpMs: 0,
          pauseAfterLoadMs: 0,
          networkQuietThresholdMs: 0,
          cpuQuietThresholdMs: 0,
          formFactor: 'desktop',
          screenEmulation: { disabled: true },
          blockedUrlPatterns: ['*/_next/static/*.js'],
        },
      },
    );
    const { lhr } = run;
    const category = lhr.categories.seo;
    const failed = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score !== 1)
      .map((audit) => audit.title);
    results.push({ url, score: Math.round((category.score ?? 0) * 100), failed });
  }
} finally {
  chrome.kill();
}
process.stdout.write(`${JSON.stringify(results)}\n`);
