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
const e2e = read('.data/test-results/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
console.log(
  `  vitest: ${vitest ? 'report read' : 'no report'}; playwright: ${e2e ? 'report read' : 'no report'}`,
);
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
