// Adds up the test counts of the Vitest and Playwright JSON reports into one closing line.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('.data/test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
// Playwright: the end-to-end run and the cluster run.
const reports = {
  e2e: read('.data/test-results/e2e.json'),
  cluster: read('.data/test-results/cluster.json'),
};
for (const report of Object.values(reports)) {
  if (!report) continue;
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  skipped += report.stats.skipped;
}
const state = (report) => (report ? 'report read' : 'no report');
console.log(
  `  vitest: ${state(vitest)}; playwright: ${state(reports.e2e)}; cluster: ${state(reports.cluster)}`,
);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
