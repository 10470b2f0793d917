/**
 * What a User-Agent header says about a device, in the few words a person recognises their own
 * devices by ("Chrome · Windows", "Safari · iPhone"): the sessions list on /account. Not a full
 * parser (no versions, no bots, no rare browsers): anything it does not know is null, and the
 * page then says "unknown device". Dependency-free, so it runs anywhere.
 */
export type DeviceKind = 'phone' | 'tablet' | 'desktop';

export type DeviceDescription = {
  browser: string | null;
  os: string | null;
  kind: DeviceKind;
};

/**
 * Browsers by the token that names them, first match wins. The order matters: Edge, Opera and
 * Samsung Internet are built on Chromium and say "Chrome" too, and every Chromium browser says
 * "Safari" — so the specific ones come before Chrome, and Chrome before Safari. On iOS every
 * browser is Safari underneath and names itself with its own token (CriOS, FxiOS, EdgiOS, OPiOS).
 */
const BROWSERS: readonly [name: string, token: RegExp][] = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\//],
  ['Opera', /\b(?:OPR|OPiOS|OPT)\/|\bOpera\b/],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:Chrome|CriOS|Chromium)\//],
  // Safari itself carries "Version/x" before "Safari/"; an app's built-in web view does not.
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

/**
 * Systems, first match wins. iPhones and iPads say "like Mac OS X", Android and ChromeOS say
 * "Linux": each comes before the system it resembles. An iPad asking for desktop sites says
 * "Macintosh" and reads as macOS — the header gives no way to tell.
 */
const SYSTEMS: readonly [name: string, token: RegExp][] = [
  ['iPhone', /\b(?:iPhone|iPod)\b/],
  ['iPad', /\biPad\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

const firstMatch = (ua: string, table: readonly [string, RegExp][]) =>
  table.find(([, token]) => token.test(ua))?.[0] ?? null;

/**
 * Phone, tablet or desktop. Android phones add "Mobile", Android tablets do not (Firefox on a
 * tablet says "Tablet"); "Mobi" marks a phone elsewhere.
 */
function kindOf(ua: string, os: string | null): DeviceKind {
  if (os === 'iPhone') return 'phone';
  if (os === 'iPad' || /\bTablet\b/.test(ua)) return 'tablet';
  if (os === 'Android') return /\bMobile\b/.test(ua) ? 'phone' : 'tablet';
  return /Mobi/.test(ua) ? 'phone' : 'desktop';
}

/** The browser, system and kind of device a User-Agent header names; null for what is unknown. */
export function describeUserAgent(ua: string | null): DeviceDescription {
  const text = ua?.trim() ?? '';
  if (!text) return { browser: null, os: null, kind: 'desktop' };
  const os = firstMatch(text, SYSTEMS);
  return { browser: firstMatch(text, BROWSERS), os, kind: kindOf(text, os) };
}
