/**
 * Where a visit came from: the campaign parameters of the page it landed on (first touch, kept
 * for the visit). Stored in the tab's `sessionStorage` — not a cookie, never sent to a server
 * until the visitor sends the contact form, gone when the tab closes — by `VisitSourceRecorder`
 * (mounted once in the public layout); the contact form reads it when it sends an inquiry.
 * Kept tiny (no zod, no shared text helpers): this module ships in every public page's JavaScript;
 * the server cleans and checks the values again (actions.ts).
 */
export type VisitSource = { utmSource?: string; utmMedium?: string; utmCampaign?: string };

/** The URL parameters kept, and the field each one fills. Nothing else of the URL is stored. */
const PARAMS = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
] as const;

/** The longest value kept (the server refuses longer ones). */
export const VISIT_SOURCE_MAX = 100;

export const VISIT_SOURCE_KEY = 'visit-source';

/** Control characters, line breaks and the bidi embeddings/overrides/isolates (see lib/text). */
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

/**
 * A campaign value as stored: one line, no control or bidi characters, spaces collapsed,
 * trimmed, at most 100 characters; undefined when nothing is left.
 */
export function cleanSourceValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const clean = value
    .normalize('NFC')
    .replace(CONTROLS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, VISIT_SOURCE_MAX)
    .trim();
  return clean || undefined;
}

/** The campaign parameters of a URL's query string ("?utm_source=x&…"). */
export function sourceFromSearch(search: string): VisitSource {
  const params = new URLSearchParams(search);
  const source: VisitSource = {};
  for (const [param, field] of PARAMS) {
    const value = cleanSourceValue(params.get(param));
    if (value) source[field] = value;
  }
  return source;
}

/**
 * On a page load: the first page of the visit records its campaign parameters (or that it had
 * none); later pages of the visit change nothing, whatever their URL. Storage that is blocked or
 * full is skipped silently.
 */
export function recordVisitSource(search: string, storage = sessionStore()): void {
  try {
    if (!storage || storage.getItem(VISIT_SOURCE_KEY) !== null) return;
    storage.setItem(VISIT_SOURCE_KEY, JSON.stringify(sourceFromSearch(search)));
  } catch {
    // Storage disabled (privacy settings): the inquiry is sent without a source.
  }
}

/** The visit's recorded source (only the known fields, cleaned again); empty when none. */
export function readVisitSource(storage = sessionStore()): VisitSource {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(VISIT_SOURCE_KEY) ?? '{}');
    const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
    const source: VisitSource = {};
    for (const [, field] of PARAMS) {
      const value = cleanSourceValue(record[field]);
      if (value) source[field] = value;
    }
    return source;
  } catch {
    return {};
  }
}

/** The tab's session storage; undefined where there is none or it is blocked (it may throw). */
function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
