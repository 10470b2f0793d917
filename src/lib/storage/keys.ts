/**
 * Storage keys: relative paths such as `machine-images/1a2b….jpg`. The rules every driver applies
 * before touching a file, so no key can leave the storage root or name something we did not
 * write: segments of letters, digits, `.`, `_` and `-` that do not start with a dot (no `..`, no
 * hidden or temporary files), joined by single slashes (no absolute path, no empty segment, no
 * backslash, no percent-encoding, no control character), and an image extension the site serves.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 512;

/** The content type of each extension a stored file may have (uploads are images only). */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** Whether one path segment may be part of a key (the `/uploads/[...key]` route checks each). */
export const isSafeSegment = (segment: string): boolean => SEGMENT.test(segment);

/** Whether `key` is a key any driver accepts: see the rules above. */
export function isSafeKey(key: unknown): key is string {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.every(isSafeSegment) && contentTypeFor(key) !== null;
}

/** The content type a key's extension stands for, or null for anything but a served image. */
export function contentTypeFor(key: string): string | null {
  const dot = key.lastIndexOf('.');
  if (dot < 0 || key.indexOf('/', dot) >= 0) return null;
  return CONTENT_TYPES[key.slice(dot + 1).toLowerCase()] ?? null;
}

/** Thrown by a driver asked to use a key that breaks the rules (a bug or an attack, never data). */
export class UnsafeKeyError extends Error {
  constructor(key: unknown) {
    super(`Unsafe storage key ${JSON.stringify(String(key).slice(0, 80))}`);
    this.name = 'UnsafeKeyError';
  }
}

/**
 * The checks of `put`: a safe key, and a content type that is the one its extension stands for
 * (so a file is always served as what it is, whichever driver stored it).
 */
export function assertPutAllowed(key: string, contentType: string): void {
  assertSafeKey(key);
  const expected = contentTypeFor(key);
  if (contentType !== expected) {
    throw new TypeError(`Content type ${contentType} does not match the key's type ${expected}`);
  }
}

export function assertSafeKey(key: unknown): asserts key is string {
  if (!isSafeKey(key)) throw new UnsafeKeyError(key);
}
