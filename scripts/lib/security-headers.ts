import { createHash, randomBytes } from 'node:crypto';

/**
 * The response headers every answer of the site carries (the server's first step sets them on
 * every answer: pages, API, files, its own refusals; site-pipeline.ts), and the Content Security
 * Policy of HTML answers.
 *
 * The policy allows only our own origin. Inline scripts run only by hash or nonce, never by
 * 'unsafe-inline': a prerendered page (served from the cache, the same bytes for everyone) is
 * allowed its inline scripts by their SHA-256, computed from the answer itself
 * (security-response.ts); a page rendered for this request gets a fresh nonce, which Next puts on
 * its scripts. Styles allow 'unsafe-inline' because React writes `style` attributes (next/image, layout
 * widths); styles cannot run code.
 */

export type PolicyOptions = {
  /** Dev mode: React needs eval for its debugging, and the HMR socket. */
  dev: boolean;
  /** The nonce of a page rendered for this request. */
  nonce?: string;
  /** `sha256-…` sources of the inline scripts of this answer. */
  hashes?: readonly string[];
};

export function contentSecurityPolicy({ dev, nonce, hashes = [] }: PolicyOptions): string {
  const scripts = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...hashes.map((hash) => `'${hash}'`),
    ...(dev ? ["'unsafe-eval'"] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A CSP hash source of an inline script's exact text (UTF-8 bytes between the tags). */
export const scriptHash = (text: Uint8Array | string): string =>
  `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** A nonce for one answer: 128 random bits. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * What the site never uses, denied to every page and to anything framed (we frame nothing).
 * Geolocation included: the locations page lists places, it does not ask where the visitor is.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

const EVERY_ANSWER: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // For browsers without CSP frame-ancestors (the policy says the same).
  ['X-Frame-Options', 'DENY'],
];
const IN_PRODUCTION = [
  ...EVERY_ANSWER,
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as const,
];

/**
 * Headers for every answer, whatever its type: two fixed lists, made once, none of it per
 * response. HSTS only in production (never on a dev box).
 */
export const baseSecurityHeaders = ({ dev }: { dev: boolean }) =>
  dev ? EVERY_ANSWER : IN_PRODUCTION;

/**
 * Headers that act only on a document (a page, or a file opened as one): a build's script, style
 * or font never is one, so it goes without them and without a policy (issue 38). Each of the ~15
 * files a page loads carried ~0.9 KB of them: 12 KB a visit over HTTP/1.1, counted by Lighthouse.
 * nosniff (it does act on scripts and styles) and HSTS stay.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'X-Frame-Options',
  'Referrer-Policy',
  'Content-Security-Policy',
] as const;

/** A file of the build's own (content-hashed, immutable) that a page loads but never opens as a document. */
export const isBuildSubresource = (url: string | undefined, contentType: string): boolean =>
  (url ?? '').startsWith('/_next/static/') &&
  /^(text\/javascript|application\/javascript|text\/css|font\/)/i.test(contentType);

/** Their names as a response lists them (lower case), production's included. */
export const BASE_SECURITY_HEADER_NAMES: ReadonlySet<string> = new Set(
  IN_PRODUCTION.map(([name]) => name.toLowerCase()),
);
