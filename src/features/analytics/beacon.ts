import { cleanSourceValue } from '@/lib/visit-source';

/**
 * The page-view beacon's body, as the page sends it (page-view-beacon.tsx) and the server
 * checks it (view-endpoint.ts): a JSON object of short strings, nothing else.
 *   { "p": "/en/products/pizza-machine", "r": "www.google.com", "s": "newsletter", "m": "email", "c": "spring" }
 * p: the page's path as the address bar has it (percent-encoded); r: the referring site's host
 * name (first page of a visit only); s/m/c: the visit's first-touch utm_source / medium /
 * campaign. Anything else — another key, another type, an over-long value, a host that is not a
 * host name — refuses the whole beacon: nothing a beacon carries is stored unchecked.
 */
export type Beacon = { p: string; r?: string; s?: string; m?: string; c?: string };

/** The largest body accepted (request-limits.ts refuses a longer one before it is read). */
export const BEACON_BODY_LIMIT = 1024;
export const BEACON_ENDPOINT = '/api/views';

/** The longest path accepted (an encoded Hebrew slug of 75 characters is about 450 bytes). */
const PATH_MAX = 600;
/** A DNS host name: labels of letters, digits and hyphens (punycode for other scripts). */
const HOST =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const KEYS = new Set(['p', 'r', 's', 'm', 'c']);
const UTM_MAX = 100;

export type CheckedBeacon = {
  /** The decoded path ("/products/מכונת-פיצה"), still to be matched against the site's pages. */
  path: string;
  refHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
};

export type BeaconProblem = 'not-json' | 'bad-shape' | 'bad-path' | 'bad-referrer' | 'bad-campaign';

/** The decoded path of an address-bar path, or null when it is not one. */
function decodedPath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || value.length > PATH_MAX) return null;
  if (/[\s?#\\]/.test(value)) return null;
  try {
    const path = decodeURIComponent(value);
    return /[\u0000-\u001F\u007F]/.test(path) ? null : path;
  } catch {
    return null;
  }
}

/**
 * A campaign value kept as the inquiry form keeps it (cleanSourceValue: one line, no control
 * or bidi characters, ≤ 100), so a visit's source and its inquiry's source compare equal. A value
 * the cleaning would cut or that was never a string refuses the beacon.
 */
function campaignValue(value: unknown): string | null {
  if (value === undefined) return '';
  if (typeof value !== 'string' || value.length > UTM_MAX) return null;
  return cleanSourceValue(value) ?? '';
}

export function checkBeacon(body: string): CheckedBeacon | BeaconProblem {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return 'not-json';
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return 'bad-shape';
  const record = data as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (!KEYS.has(key) || typeof value !== 'string') return 'bad-shape';
  }
  if (typeof record.p !== 'string') return 'bad-shape';
  const path = decodedPath(record.p);
  if (path === null) return 'bad-path';
  const refHost = typeof record.r === 'string' ? record.r.toLowerCase() : '';
  if (refHost && !HOST.test(refHost)) return 'bad-referrer';
  const utmSource = campaignValue(record.s);
  const utmMedium = campaignValue(record.m);
  const utmCampaign = campaignValue(record.c);
  if (utmSource === null || utmMedium === null || utmCampaign === null) return 'bad-campaign';
  return { path, refHost, utmSource, utmMedium, utmCampaign };
}

/** The page's language from its path: English under /en, Hebrew everywhere else. */
export const languageOfPath = (path: string): 'he' | 'en' =>
  path === '/en' || path.startsWith('/en/') ? 'en' : 'he';
