import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

/** Real User-Agent headers, as the browsers send them. */
const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  chromeAndroidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.2903.87',
  edgeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 EdgiOS/131.2903.68 Mobile/15E148 Safari/605.1.15',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxAndroidTablet: 'Mozilla/5.0 (Android 14; Tablet; rv:133.0) Gecko/133.0 Firefox/133.0',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.7 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Mobile Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
  operaAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 OPR/86.0.0.0',
  /** An app's built-in web view on an iPhone: Safari's engine without Safari's name. */
  iphoneWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  curl: 'curl/8.5.0',
};

describe('describeUserAgent', () => {
  it.each([
    ['chromeWindows', 'Chrome', 'Windows', 'desktop'],
    ['chromeMac', 'Chrome', 'macOS', 'desktop'],
    ['chromeLinux', 'Chrome', 'Linux', 'desktop'],
    ['chromeAndroid', 'Chrome', 'Android', 'phone'],
    ['chromeAndroidTablet', 'Chrome', 'Android', 'tablet'],
    ['chromeIphone', 'Chrome', 'iPhone', 'phone'],
    ['chromeOs', 'Chrome', 'ChromeOS', 'desktop'],
    ['edgeWindows', 'Edge', 'Windows', 'desktop'],
    ['edgeAndroid', 'Edge', 'Android', 'phone'],
    ['edgeIphone', 'Edge', 'iPhone', 'phone'],
    ['firefoxWindows', 'Firefox', 'Windows', 'desktop'],
    ['firefoxLinux', 'Firefox', 'Linux', 'desktop'],
    ['firefoxAndroidTablet', 'Firefox', 'Android', 'tablet'],
    ['firefoxIphone', 'Firefox', 'iPhone', 'phone'],
    ['safariMac', 'Safari', 'macOS', 'desktop'],
    ['safariIphone', 'Safari', 'iPhone', 'phone'],
    ['safariIpad', 'Safari', 'iPad', 'tablet'],
    ['samsung', 'Samsung Internet', 'Android', 'phone'],
    ['operaWindows', 'Opera', 'Windows', 'desktop'],
    ['operaAndroid', 'Opera', 'Android', 'phone'],
  ] as const)('%s → %s · %s (%s)', (name, browser, os, kind) => {
    expect(describeUserAgent(UA[name])).toEqual({ browser, os, kind });
  });

  it('knows the system of a web view that does not name its browser', () => {
    expect(describeUserAgent(UA.iphoneWebView)).toEqual({
      browser: null,
      os: 'iPhone',
      kind: 'phone',
    });
  });

  it('answers null for what it does not know, and for no header at all', () => {
    const unknown = { browser: null, os: null, kind: 'desktop' };
    expect(describeUserAgent(UA.curl)).toEqual(unknown);
    expect(describeUserAgent(null)).toEqual(unknown);
    expect(describeUserAgent('')).toEqual(unknown);
    expect(describeUserAgent('   ')).toEqual(unknown);
  });
});
