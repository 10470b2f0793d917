import http from 'node:http';
import { expect, test as base } from '@playwright/test';
import sharp from 'sharp';
import { E2E_BASE_URL } from '../../playwright.config';
import { test } from './admin';

/**
 * The upload pipeline through the real server (the Vitest suites cover the rules in depth): an
 * admin's upload is stored without its GPS position, served from /uploads with immutable
 * caching and optimised by next/image at the site's widths; raw paths that try to leave the
 * storage folder get a 404.
 */
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c62828' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 4/1 3000/100' } })
    .toBuffer();

const uploadHeaders = (name: string) => ({
  origin: E2E_BASE_URL,
  'content-type': 'application/octet-stream',
  'x-file-name': encodeURIComponent(name),
});

test('an admin upload is stored without GPS, served immutable and optimised by next/image', async ({
  adminPage,
}) => {
  const request = adminPage.context().request;
  const uploaded = await request.post('/api/admin/uploads?folder=machines', {
    headers: uploadHeaders('מכונה בלובי.jpg'),
    data: await photo(),
  });
  expect(uploaded.status()).toBe(201);
  const { url, width, height } = await uploaded.json();
  expect(url).toMatch(/^\/uploads\/machine-images\/[0-9a-f-]{36}\.jpg$/);
  expect([width, height]).toEqual([1600, 1200]);

  const file = await request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()).toMatchObject({
    'content-type': 'image/jpeg',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    // Its own policy, alone (a picture opened by itself runs nothing), and its length (issue 28).
    'content-security-policy':
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
  const body = await file.body();
  expect(file.headers()['content-length']).toBe(String(body.length));
  expect(file.headers()['x-declared-content-length']).toBeUndefined();
  const head = await request.head(url);
  expect(head.headers()['content-length']).toBe(String(body.length));
  expect((await sharp(body).metadata()).exif).toBeUndefined();

  for (const w of [384, 768, 1200]) {
    const optimised = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=80`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(optimised.status(), `width ${w}`).toBe(200);
    expect(optimised.headers()['content-type']).toBe('image/avif');
    expect((await sharp(await optimised.body()).metadata()).width).toBe(w);
  }
});

base('an anonymous upload is refused (401)', async ({ request }) => {
  const anonymous = await request.post('/api/admin/uploads?folder=machines', {
    headers: uploadHeaders('x.jpg'),
    data: await photo(),
  });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({
    ok: false,
    message: 'פג תוקף ההתחברות. התחברו מחדש ונסו שוב.',
  });
});

test('a cross-site upload by a signed-in admin is refused', async ({ adminPage }) => {
  const response = await adminPage.context().request.post('/api/admin/uploads?folder=machines', {
    headers: { ...uploadHeaders('x.jpg'), origin: 'https://evil.example' },
    data: await photo(),
  });
  expect(response.status()).toBe(403);
});

/** A GET of a raw path (no URL normalisation on our side, unlike fetch). */
const rawGet = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(E2E_BASE_URL);
    http
      .get({ hostname, port, path }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });

base('the file route lists no folder and never leaves the storage', async () => {
  for (const path of [
    '/uploads/machine-images',
    '/uploads/machine-images/missing.jpg',
    '/uploads/../admin-credentials.txt',
    '/uploads/%2e%2e/admin-credentials.txt',
    '/uploads/%2E%2E/%2e%2e/package.json',
    '/uploads/machine-images/..%2f..%2fadmin-credentials.txt',
    '/uploads/..%5cadmin-credentials.txt',
    '/uploads/%2fetc%2fpasswd',
    '/uploads/x%00.jpg',
  ]) {
    expect(await rawGet(path), path).toBe(404);
  }
});
