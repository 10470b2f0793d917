import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  blogPosts,
  machines,
  mediaFiles,
  products,
  rentalMachines,
  seoSettings,
} from '@/db/schema';
import { photoJpeg } from '../../../tests/setup/images';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import { STORAGE_DRIVERS, useStorageDriver } from '../../../tests/setup/storage';
import { refusedFiles } from '../../../tests/setup/uploads';
import { getStorage } from '../storage';
import { removeUnusedUploads, storeUpload, uploadedImageSizes } from './uploads';

/**
 * Storing uploads and removing unused ones, against a real database, for both storage drivers
 * (the disk under the test's data folder, and a local S3-compatible server).
 */
const app = withAppUnderTest();

describe.each(STORAGE_DRIVERS)('uploads on the %s driver', (driver) => {
  let listKeys: () => Promise<string[]>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ listKeys, close } = await useStorageDriver(driver, app.dataDir));
    expect(getStorage().name).toBe(driver);
  });
  afterAll(() => close());
  beforeEach(async () => {
    for (const table of [machines, products, rentalMachines, blogPosts, seoSettings, mediaFiles]) {
      await app.db.delete(table);
    }
    for (const key of await listKeys()) await getStorage().delete(key);
  });

  const read = async (key: string) => {
    const file = await getStorage().get(key);
    return file && Buffer.from(await new Response(file.body).arrayBuffer());
  };

  it('stores a photo re-encoded, without GPS, under a random key, and records it', async () => {
    const original = await photoJpeg({ width: 3000, height: 2000 });
    const result = await storeUpload({
      bytes: original,
      folder: 'machines',
      uploadedBy: 'admin-1',
    });
    if (!result.ok) throw new Error(result.reason);
    const { image } = result;
    expect(image.key).toMatch(/^machine-images\/[0-9a-f-]{36}\.jpg$/);
    expect(image).toMatchObject({ url: `/uploads/${image.key}`, width: 2560, height: 1707 });

    const stored = await read(image.key);
    expect(stored?.byteLength).toBe(image.bytes);
    const metadata = await sharp(stored!).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 2560, 1707]);
    expect(metadata.exif).toBeUndefined();
    expect(await listKeys()).toEqual([image.key]);

    expect(await app.db.select().from(mediaFiles)).toEqual([
      expect.objectContaining({
        key: image.key,
        contentType: 'image/jpeg',
        width: 2560,
        height: 1707,
        bytes: image.bytes,
        uploadedBytes: original.byteLength,
        uploadedBy: 'admin-1',
      }),
    ]);
    expect(await uploadedImageSizes([image.url, '/images/placeholder.webp'])).toEqual(
      new Map([[image.url, { width: 2560, height: 1707 }]]),
    );
  });

  it('lays keys out by folder', async () => {
    const bytes = await photoJpeg({ width: 100, height: 80 });
    const keys = [];
    for (const folder of ['machines', 'products', 'blog'] as const) {
      const result = await storeUpload({ bytes, folder, uploadedBy: null });
      if (!result.ok) throw new Error(result.reason);
      keys.push(result.image.key);
    }
    expect(keys[0]).toMatch(/^machine-images\/[0-9a-f-]{36}\.jpg$/);
    expect(keys[1]).toMatch(/^machine-images\/products\/[0-9a-f]{16}\.jpg$/);
    expect(keys[2]).toMatch(/^blog-images\/\d{13}-[0-9a-f]{6}\.jpg$/);
    expect(await listKeys()).toEqual([...keys].sort());
  });

  it('refuses what is not a sound picture and stores nothing', async () => {
    for (const [reason, bytes] of Object.entries(await refusedFiles())) {
      expect(await storeUpload({ bytes, folder: 'products', uploadedBy: 'admin-1' })).toEqual({
        ok: false,
        reason,
      });
    }
    expect(await listKeys()).toEqual([]);
    expect(await app.db.select().from(mediaFiles)).toEqual([]);
  });

  it('removes the files no row uses any more, keeps the others, ignores other URLs', async () => {
    const urls: string[] = [];
    for (let i = 0; i < 8; i++) {
      const result = await storeUpload({
        bytes: await photoJpeg({ width: 40, height: 30 }),
        folder: i % 2 ? 'products' : 'machines',
        uploadedBy: null,
      });
      if (!result.ok) throw new Error(result.reason);
      urls.push(result.image.url);
    }
    const [machineImage, machineGallery, productImage, rentalGallery, blogImage, seoImage, unused] =
      urls as [string, string, string, string, string, string, string, string];
    const gone = urls[7]!;
    await getStorage().delete(gone.slice('/uploads/'.length)); // its file already went missing

    await app.db.insert(machines).values({
      name: 'מכונה',
      location: 'חיפה',
      address: 'הרצל 1',
      // The old system's JSON list text.
      imageUrl: JSON.stringify([machineImage, '/images/placeholder.webp']),
      galleryImages: [machineGallery],
    });
    await app.db.insert(products).values({ nameHe: 'מוצר', slugHe: 'p', imageUrl: productImage });
    await app.db.insert(rentalMachines).values({
      nameHe: 'השכרה',
      slug: 'r',
      descriptionHe: 'תיאור',
      galleryImages: ['/images/x.webp', rentalGallery],
    });
    await app.db.insert(blogPosts).values({
      blogUrl: 'post',
      language: 'he',
      title: 'פוסט',
      category: 'כללי',
      author: 'צוות',
      publishedDate: '2025-01-01',
      imageUrl: blogImage,
    });
    await app.db.insert(seoSettings).values({ pagePath: '/about', ogImage: seoImage });

    const removed = await removeUnusedUploads([
      ...urls,
      unused, // twice
      '/images/placeholder.webp',
      'https://cdn.example.com/uploads/machine-images/x.jpg',
      '/uploads/../../etc/passwd.jpg',
    ]);
    const key = (url: string) => url.slice('/uploads/'.length);
    expect(removed.sort()).toEqual([key(unused), key(gone)].sort());
    expect(await listKeys()).toEqual(
      [machineImage, machineGallery, productImage, rentalGallery, blogImage, seoImage]
        .map(key)
        .sort(),
    );
    expect((await app.db.select().from(mediaFiles)).map((row) => row.key).sort()).toEqual(
      await listKeys(),
    );

    // Once the machine is deleted, its pictures go too.
    await app.db.delete(machines);
    expect(
      (await removeUnusedUploads([machineImage, machineGallery, productImage])).sort(),
    ).toEqual([key(machineImage), key(machineGallery)].sort());
    expect(await read(key(machineImage))).toBeNull();
    expect(await removeUnusedUploads([])).toEqual([]);
  });
});
