/**
 * The pages as a phone sees them, measured in a real Chromium with real throttling (not
 * Lighthouse's simulation): a fresh context per load, a 412 × 915 Android screen, slow 4G and a 4×
 * slower CPU set through the DevTools protocol. Gives FCP / LCP per page and the script bytes a
 * phone downloads in its first 10 s — including the chunks loaded lazily or on idle, which the
 * HTML's script tags alone would miss. The tables are in real-device-report.ts.
 */
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import CHROMIUM_FLAGS from '../lib/chromium-flags.json' with { type: 'json' };

/** LCP on a real (throttled) phone load. */
export const REAL_DEVICE_TARGET_LCP_MS = 1000;
/** The first 10 s of script may weigh this much more than the hello-world page's. */
export const JS_MARGIN_OVER_HELLO = 15 * 1024;

/**
 * Slow 4G as a hand measurement sets it: 150 ms a request, 1.44 Mbit/s down, 675 kbit/s up.
 * DevTools' own "Slow 4G" preset adds 562.5 ms a request instead, a harsher figure.
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_440_000 / 8,
  uploadThroughput: 675_000 / 8,
  connectionType: 'cellular4g',
} as const;
const CPU_SLOWDOWN = 4;
/** LCP is read once no request has started or ended for this long (idle chunks, late images). */
const QUIET_MS = 2500;
const SETTLE_CAP_MS = 30_000;
const SCRIPT_WINDOW_MS = 10_000;

export type RealDeviceLoad = { fcpMs: number; lcpMs: number; lcpElement: string };
export type RealDeviceFigures = {
  url: string;
  /** Medians over the loads. */
  fcpMs: number;
  lcpMs: number;
  /** The LCP element of the load with the median LCP: tag, id or class, src. */
  lcpElement: string;
  loads: RealDeviceLoad[];
};

export type ScriptResponse = {
  path: string;
  /** Bytes on the wire (gzip, headers included), as Lighthouse's transferSize counts them. */
  bytes: number;
  /** When its last byte arrived, from the start of navigation. */
  finishedMs: number;
  /** Listed as a <script src> in the HTML; otherwise lazy, on idle or pulled by a prefetch. */
  fromScriptTag: boolean;
};
export type ScriptWeight = {
  url: string;
  totalBytes: number;
  count: number;
  /** Only the scripts the HTML lists as <script src>. */
  scriptTagBytes: number;
  scriptTagCount: number;
  scripts: ScriptResponse[];
};

/** The median, leaving out loads where the figure is missing (NaN: nothing was painted). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** A fresh context (empty cache, no cookies) shaped like a mid-range Android phone. */
function phoneContext(browser: Browser) {
  const major = browser.version().split('.')[0];
  return browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent: `Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`,
  });
}

/** A page in `context` with slow 4G and the slower CPU; the CDP session is returned for events. */
async function throttledPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, cdp };
}

/** Resolves once no request has been in flight for `quietMs` (or after SETTLE_CAP_MS). */
function networkQuiet(page: Page, quietMs: number): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    const cap = Date.now() + SETTLE_CAP_MS;
    while (Date.now() < cap && (inFlight > 0 || Date.now() - lastChange < quietMs)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

/**
 * FCP from the paint timing and the last LCP candidate from a buffered observer. No named
 * functions inside: tsx wraps them in a name-keeping helper that the page does not have.
 */
function readPaints(page: Page): Promise<RealDeviceLoad> {
  return page.evaluate(() =>
    new Promise<PerformanceEntry | undefined>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      // No candidate at all (nothing painted): the observer never calls back.
      setTimeout(() => resolve(undefined), 1000);
    }).then((entry) => {
      const lcp = entry as (PerformanceEntry & { element?: Element; url?: string }) | undefined;
      const element = lcp?.element;
      // Tag with its id or first class, else an image's alt text: enough to find it in the page.
      const alt = element?.getAttribute('alt')?.slice(0, 30);
      const selector = !lcp
        ? '(none)'
        : !element
          ? '(removed)'
          : element.tagName.toLowerCase() +
            (element.id
              ? `#${element.id}`
              : element.classList[0]
                ? `.${element.classList[0]}`
                : alt
                  ? `[alt="${alt}"]`
                  : '');
      const src = (element as HTMLImageElement | undefined)?.currentSrc || lcp?.url || '';
      const where = src ? new URL(src) : undefined;
      return {
        fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        lcpMs: lcp?.startTime ?? NaN,
        lcpElement:
          `${selector}${where ? ` ${decodeURIComponent(where.pathname + where.search)}` : ''}`.slice(
            0,
            120,
          ),
      };
    }),
  );
}

/**
 * Median FCP and LCP of `loads` throttled loads per URL, each in a fresh context, after one
 * unmeasured visit that lets the server's image optimizer encode the pictures (it does so on a
 * picture's first request, then serves them from its cache as production does).
 */
export async function measureRealDevice(
  urls: string[],
  chromiumPath: string,
  loads = 7,
): Promise<RealDeviceFigures[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const results: RealDeviceFigures[] = [];
    for (const url of urls) {
      // Same screen, so the same srcset candidates get encoded; no throttling, it is not measured.
      const warm = await phoneContext(browser);
      const warmPage = await warm.newPage();
      const warmQuiet = networkQuiet(warmPage, 1000);
      await warmPage.goto(url, { waitUntil: 'load' });
      await warmQuiet();
      await warm.close();

      const samples: RealDeviceLoad[] = [];
      for (let i = 0; i < loads; i += 1) {
        const context = await phoneContext(browser);
        try {
          const { page } = await throttledPage(context);
          const quiet = networkQuiet(page, QUIET_MS);
          await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
          await quiet();
          samples.push(await readPaints(page));
        } catch (error) {
          // A load stuck past a minute (seen once on the shared machine) is recorded, not fatal:
          // its figures stay out of the medians and the table shows it as failed.
          const reason = (error as Error).message.split('\n')[0]!.slice(0, 80);
          samples.push({ fcpMs: NaN, lcpMs: NaN, lcpElement: `failed: ${reason}` });
        } finally {
          await context.close();
        }
      }
      const lcpMs = median(samples.map((sample) => sample.lcpMs));
      results.push({
        url,
        fcpMs: median(samples.map((sample) => sample.fcpMs)),
        lcpMs,
        lcpElement:
          samples.find((sample) => sample.lcpMs === lcpMs)?.lcpElement ?? samples[0]!.lcpElement,
        loads: samples,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The src of every <script src> in `html`, as absolute URLs without the fragment. */
function scriptTagUrls(html: string, base: string): Set<string> {
  const found = [...html.matchAll(/<script\b[^>]*?\bsrc="([^"]+)"/g)];
  return new Set(found.map((match) => new URL(match[1]!.replaceAll('&amp;', '&'), base).href));
}

/**
 * One throttled phone load, counting every script response whose last byte arrives in the first
 * 10 s without interaction — the HTML's script tags, the chunks our code loads on idle and those
 * the router's link prefetches pull in — by its bytes on the wire: CDP's encodedDataLength, gzip
 * body plus response headers, the figure Lighthouse reports as transferSize.
 */
export async function measureScriptsFirst10s(
  url: string,
  chromiumPath: string,
): Promise<ScriptWeight> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const context = await phoneContext(browser);
    const { page, cdp } = await throttledPage(context);
    let navigationStart: number | undefined;
    const scriptUrls = new Map<string, string>();
    const finished: { url: string; bytes: number; finishedMs: number }[] = [];
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document' && navigationStart === undefined) {
        navigationStart = event.timestamp;
      }
      if (event.type === 'Script') scriptUrls.set(event.requestId, event.request.url);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const scriptUrl = scriptUrls.get(event.requestId);
      if (scriptUrl === undefined || navigationStart === undefined) return;
      const finishedMs = (event.timestamp - navigationStart) * 1000;
      if (finishedMs <= SCRIPT_WINDOW_MS) {
        finished.push({ url: scriptUrl, bytes: event.encodedDataLength, finishedMs });
      }
    });
    const started = Date.now();
    const response = await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const html = (await response?.text()) ?? '';
    // Wall-clock wait past the window, so every response finishing inside it has been seen.
    await page.waitForTimeout(Math.max(0, started + SCRIPT_WINDOW_MS + 500 - Date.now()));
    await context.close();

    const tags = scriptTagUrls(html, url);
    const scripts = finished
      .map((script) => ({
        path: decodeURIComponent(new URL(script.url).pathname),
        bytes: script.bytes,
        finishedMs: Math.round(script.finishedMs),
        fromScriptTag: tags.has(new URL(script.url).href.split('#')[0]!),
      }))
      .sort((a, b) => a.finishedMs - b.finishedMs);
    const fromTags = scripts.filter((script) => script.fromScriptTag);
    const sum = (list: ScriptResponse[]) => list.reduce((total, script) => total + script.bytes, 0);
    return {
      url,
      totalBytes: sum(scripts),
      count: scripts.length,
      scriptTagBytes: sum(fromTags),
      scriptTagCount: fromTags.length,
      scripts,
    };
  } finally {
    await browser.close();
  }
}
