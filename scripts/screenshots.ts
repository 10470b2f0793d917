/**
 * Screenshots of pages at 390 px and 1280 px, for looking at the design:
 *   npx tsx scripts/screenshots.ts http://localhost:3000 / /en /products
 * Writes .data/screenshots/<path>-<width>.png (full page). Uses $CHROMIUM_PATH or /usr/bin/chromium.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import CHROMIUM_FLAGS from './lib/chromium-flags.json' with { type: 'json' };

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const outDir = path.resolve('.data/screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: CHROMIUM_FLAGS,
});
for (const width of [390, 1280]) {
  const page = await browser.newPage({
    viewport: { width, height: width < 500 ? 844 : 800 },
    deviceScaleFactor: 1,
  });
  for (const p of paths.length ? paths : ['/', '/en']) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    // Scroll through once so lazy images load before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, `${p.replace(/\W+/g, '_') || 'home'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
