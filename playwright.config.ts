import path from 'node:path';
import CHROMIUM_FLAGS from './scripts/lib/chromium-flags.json' with { type: 'json' };
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the production build, served by the same start script users run,
 * on its own data folder (a fresh embedded database with the demo content) and port.
 */
const PORT = Number(process.env.E2E_PORT ?? 3107);
// E2E_PORT / E2E_DATA_DIR / NEXT_DIST_DIR let several runs share a machine.
export const E2E_DATA_DIR = path.resolve(
  import.meta.dirname,
  process.env.E2E_DATA_DIR ?? '.data/e2e',
);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
/** Where the app's e-mails go: a real SMTP server started in globalSetup. */
export const E2E_SMTP_PORT = PORT + 1000;
/** Control API of the e2e mail server (tests/setup/e2e-inbox.ts). */
export const E2E_INBOX_PORT = PORT + 2000;

/** Debian's Chromium with our flags (the cluster test's config uses it too). */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
};

export default defineConfig({
  globalSetup: './tests/setup/playwright-global-setup.ts',
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test with several axe scans takes ~30 s on a 2-core machine (each scan injects axe twice).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: `.data/test-results/${path.basename(E2E_DATA_DIR)}.json` }],
  ],
  outputDir: `.data/test-results/${path.basename(E2E_DATA_DIR)}-artifacts`,
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile|@outage|@catalogue/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
    // Admin tests that add, rename or remove what the public catalogue shows run after the public
    // specs, which count and order the demo machines and products.
    {
      name: 'catalogue',
      grep: /@catalogue/,
      dependencies: ['desktop', 'mobile'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    // Tests that take the mail server down run alone, after the rest, so no other e-mail is caught in the outage.
    {
      name: 'outage',
      grep: /@outage/,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
  ],
  webServer: {
    // --rebuild: always test the code as it is now.
    command: `rm -rf "${E2E_DATA_DIR}" && node scripts/start.mjs ${process.env.E2E_SKIP_BUILD ? '' : '--rebuild'}`,
    url: E2E_BASE_URL,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      // No SITE_URL: the e2e app runs as `npm start` does (http://localhost:PORT, and sign-in
      // also from 127.0.0.1, the way people open the demo).
      NEXT_TELEMETRY_DISABLED: '1',
      // Tests give each visitor its own address through X-Forwarded-For (rate limits are per address).
      TRUST_PROXY: '1',
      // Tests that share the runner's address load hundreds of pages a minute, each with its
      // page-view beacon; the per-address beacon limit is proved in vitest (analytics.test.ts).
      ANALYTICS_BEACONS_PER_MINUTE: '1000000',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      SALES_EMAIL: 'sales@example.com',
      MAIL_RETRY_SCALE: '0.02',
    },
  },
});
