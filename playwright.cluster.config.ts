import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromium } from './playwright.config';

/**
 * `npm run test:cluster`: the multi-instance topology (tests/cluster/topology.ts) on this
 * machine. One worker, files in name order: the specs share one site, and the last one kills an
 * instance.
 */
export default defineConfig({
  globalSetup: './tests/cluster/global-setup.ts',
  testDir: 'tests/cluster',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.data/test-results/cluster.json' }]],
  outputDir: path.join('.data/test-results', 'cluster-artifacts'),
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
});
