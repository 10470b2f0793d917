import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaFiles } from '@/db/schema';
import { GET, HEAD } from '@/app/uploads/[...key]/route';
import { POST } from '@/app/api/admin/uploads/route';
import { withUserAndAdmin } from '../../../tests/setup/app-under-test';
import { flatImage, oversizedJpegBytes, photoJpeg } from '../../../tests/setup/images';
import { asVisitor } from '../../../tests/setup/next-headers';
import { STORAGE_DRIVERS, useStorageDriver } from '../../../tests/setup/storage';
import { refusedFiles } from '../../../tests/setup/uploads';

/**
 * The upload route (POST /api/admin/uploads) and the file route (GET /uploads/…) end to end:
 * real sessions, a real database, and each storage driver (disk, and a local S3-compatible
 * server). The handlers are called as Next calls them, with a Request.
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));

const signedIn = withUserAndAdmin();
const SITE = 'http://localhost:3000';

const upload = (
  body: BodyInit | null,
  {
    folder = 'machines',
    name = 'photo.jpg',
    origin = SITE,
    headers = {},
  }: {
    folder?: string;
    name?: string | null;
    origin?: string | null;
    headers?: Record<string, string>;
  } = {},
) => {
  const request = new Request(`${SITE}/api/admin/uploads?folder=${folder}`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/octet-stream',
      ...(origin ? { origin } : {}),
      ...(name ? { 'x-file-name': encodeURIComponent(name) } : {}),
      ...headers,
    },
    duplex: 'half',
  } as RequestInit);
  return POST(request);
};

const serve = (path: string, method: 'GET' | 'HEAD' = 'GET') => {
  const segments = path.replace(/^\/uploads\//, '').split('/');
  const handler = method === 'GET' ? GET : HEAD;
  return handler(new Request(`${SITE}${path}`, { method }), {
    params: Promise.resolve({ key: segments }),
  });
};

const reply = async (response: Response) => ({
  status: response.status,
  body: await response.json(),
});

describe.each(STORAGE_DRIVERS)('uploads through the routes on the %s driver', (driver) => {
  let listKeys: () => Promise<string[]>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ listKeys, close } = await useStorageDriver(driver, signedIn.app.dataDir));
  });
  afterAll(() => close());
  beforeEach(async () => {
    await signedIn.app.db.delete(mediaFiles);
    asVisitor(signedIn.cookies.admin);
  });

  const nothingStored = async () => {
    expect(await listKeys()).toEqual([]);
    expect(await signedIn.app.db.select().from(mediaFiles)).toEqual([]);
  };

  it('refuses anonymous visitors (401) and users who are not admins (403)', async () => {
    const photo = await photoJpeg({ width: 50, height: 40 });
    asVisitor();
    expect(await reply(await upload(photo))).toEqual({
      status: 401,
      body: { ok: false, message: 'פג תוקף ההתחברות. התחברו מחדש ונסו שוב.' },
    });
    asVisitor(signedIn.cookies.user);
    expect(await reply(await upload(photo))).toEqual({
      status: 403,
      body: { ok: false, message: 'אין לך הרשאה להעלות תמונות.' },
    });
    await nothingStored();
  });

  it('refuses an admin request from another site, or without an origin (403)', async () => {
    const photo = await photoJpeg({ width: 50, height: 40 });
    const crossSite = {
      status: 403,
      body: { ok: false, message: 'ההעלאה נדחתה: הבקשה לא הגיעה מהאתר עצמו.' },
    };
    expect(await reply(await upload(photo, { origin: 'https://evil.example' }))).toEqual(crossSite);
    expect(await reply(await upload(photo, { origin: null }))).toEqual(crossSite);
    expect(
      await reply(await upload(photo, { headers: { 'sec-fetch-site': 'cross-site' } })),
    ).toEqual(crossSite);
    await nothingStored();
  });

  it('refuses an unknown folder (400)', async () => {
    const response = await upload(await photoJpeg({ width: 50, height: 40 }), {
      folder: '../etc',
    });
    expect(await reply(response)).toEqual({
      status: 400,
      body: { ok: false, message: 'יעד ההעלאה אינו תקין.' },
    });
    await nothingStored();
  });

  it('refuses more than 10 MB from the declared length, and from the bytes when it lies (413)', async () => {
    const tooLarge = { status: 413, body: { ok: false, message: 'הקובץ גדול מ־10MB' } };
    expect(await reply(await upload(oversizedJpegBytes(10_485_761)))).toEqual(tooLarge);

    // A declared length over the limit is refused before the body is read at all.
    let pulled = false;
    const untouched = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const declared = { 'content-length': '10485761' };
    expect(await reply(await upload(untouched, { headers: declared }))).toEqual(tooLarge);
    expect(pulled).toBe(false);

    // A streamed body with a small declared length (or none): read up to the cap, no further.
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
        if (sent > 50 * 1024 * 1024) controller.close();
      },
    });
    expect(await reply(await upload(endless, { headers: { 'content-length': '1000' } }))).toEqual(
      tooLarge,
    );
    expect(sent).toBeLessThan(13 * 1024 * 1024);
    await nothingStored();
  });

  it('refuses each bad file with its Hebrew message and stores nothing', async () => {
    const refused = await refusedFiles();
    const cases = [
      [refused.tooLarge, 'big.jpg', 413, 'הקובץ גדול מ־10MB'],
      [refused.notImage, 'shell.jpg', 415, 'הקובץ אינו תמונה. העלו קובץ תמונה.'],
      [refused.broken, 'half.jpg', 422, 'לא ניתן לקרוא את התמונה: הקובץ פגום או חלקי.'],
      [
        refused.svg,
        'logo.svg',
        415,
        'קובצי SVG אינם מותרים. העלו תמונה מסוג JPEG, PNG, WebP, AVIF או GIF.',
      ],
      [
        await photoJpeg({ width: 50, height: 40 }),
        '../../etc/passwd.jpg',
        400,
        'שם הקובץ אינו תקין.',
      ],
      [await photoJpeg({ width: 50, height: 40 }), '..\\evil.jpg', 400, 'שם הקובץ אינו תקין.'],
      [
        await flatImage('tiff'),
        'scan.tiff',
        415,
        'סוג התמונה אינו נתמך. העלו JPEG, PNG, WebP, AVIF או GIF.',
      ],
      [refused.empty, 'empty.jpg', 400, 'הקובץ ריק.'],
    ] as const;
    for (const [bytes, name, status, message] of cases) {
      expect(await reply(await upload(bytes, { name })), name).toEqual({
        status,
        body: { ok: false, message },
      });
    }
    await nothingStored();
  });

  it('stores a good upload and serves it back with the right headers', async () => {
    const photo = await photoJpeg({ width: 900, height: 600 });
    const response = await upload(photo, { name: 'תמונה של המכונה.jpg', folder: 'products' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      ok: true,
      url: expect.stringMatching(/^\/uploads\/machine-images\/products\/[0-9a-f]{16}\.jpg$/),
      width: 900,
      height: 600,
    });

    const served = await serve(body.url);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(bytes.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const metadata = await sharp(bytes).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([900, 600, undefined]);

    const head = await serve(body.url, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(await head.text()).toBe('');

    expect(await listKeys()).toEqual([body.url.slice('/uploads/'.length)]);
    const [row] = await signedIn.app.db.select().from(mediaFiles);
    expect(row).toMatchObject({ width: 900, height: 600, uploadedBytes: photo.byteLength });
  });

  it('answers 404 for a missing file, a folder and every traversal attempt', async () => {
    const photo = await upload(await photoJpeg({ width: 50, height: 40 }));
    const { url } = await photo.json();
    expect((await serve(url)).status).toBe(200);
    for (const segments of [
      ['machine-images', 'missing.jpg'],
      ['machine-images'],
      ['machine-images', ''],
      ['..', '..', 'etc', 'passwd'],
      ['..', 'postgres-password'],
      ['%2e%2e', 'x.jpg'],
      ['machine-images', '..', '..', 'auth-secret'],
      ['machine-images/../../x.jpg'],
      ['a\\..\\b.jpg'],
      ['x\u0000.jpg'],
      ['.hidden.jpg'],
      [],
    ]) {
      const response = await GET(new Request(`${SITE}/uploads/x`), {
        params: Promise.resolve({ key: segments }),
      });
      expect(response.status, JSON.stringify(segments)).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
    expect((await serve('/uploads/machine-images', 'HEAD')).status).toBe(404);
  });
});
