import { DECLARED_LENGTH_HEADER } from '@/lib/declared-length';
import { getStorage, isSafeSegment, type StoredFile } from '@/lib/storage';

type Context = { params: Promise<{ key: string[] }> };

/**
 * Uploaded pictures, from whichever storage driver this server uses (`/uploads/<key>`, the URL
 * stored in the rows). Keys never change content (each upload gets a new random key), so the
 * answer is cached for a year as immutable. A key that could leave the storage root (`..`,
 * encoded traversal, backslashes, NUL, empty or hidden segments), a folder and a missing file
 * all get the same 404: there is no listing.
 */
export async function GET(_request: Request, context: Context): Promise<Response> {
  const file = await find(context);
  if (!file) return notFound();
  return new Response(file.body, { headers: fileHeaders(file) });
}

/** The same headers as GET, without the body. */
export async function HEAD(_request: Request, context: Context): Promise<Response> {
  const file = await find(context);
  if (!file) return notFound();
  await file.body.cancel().catch(() => {});
  return new Response(null, { headers: fileHeaders(file) });
}

async function find(context: Context): Promise<StoredFile | null> {
  const { key: segments } = await context.params;
  // Next hands the segments over decoded: "%2e%2e" arrives as "..", "%2F" as a "/" inside one.
  if (!Array.isArray(segments) || segments.length === 0 || !segments.every(isSafeSegment)) {
    return null;
  }
  const key = segments.join('/');
  try {
    return await getStorage().get(key);
  } catch (error) {
    // An unsafe key (the driver's own check) reads as missing; a storage outage does not.
    if (error instanceof Error && error.name === 'UnsafeKeyError') return null;
    throw error;
  }
}

const fileHeaders = (file: StoredFile) => ({
  'Content-Type': file.contentType,
  'Content-Length': String(file.size),
  // Next drops a route's Content-Length; the server in front restores it from this.
  [DECLARED_LENGTH_HEADER]: String(file.size),
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // A picture needs none of a page's powers, even if opened on its own.
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
});

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
