import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  listFiles,
  startS3Server,
  STORAGE_DRIVERS,
  type S3Server,
} from '../../../tests/setup/storage';
import { createDiskStorage } from './disk';
import { getStorage, isSafeKey, UnsafeKeyError, uploadKey, uploadUrl } from './index';
import { createS3Storage } from './s3';
import type { Storage } from './types';

/**
 * One suite, both drivers: the disk under a temporary folder, and S3 against a real local
 * S3-compatible server (s3rver) started here on a free port.
 */
const bytes = (text: string) => new TextEncoder().encode(text);
const read = async (storage: Storage, key: string) => {
  const file = await storage.get(key);
  if (!file) return null;
  return { ...file, text: await new Response(file.body).text() };
};

const UNSAFE_KEYS = [
  '../x.png',
  '/abs.png',
  'a//b.png',
  'a\\b.png',
  '%2e%2e/x.png',
  '',
  'machine-images/../../etc/passwd.png',
  './x.png',
  '.hidden.png',
  'a/\u0000b.png',
  'machine-images',
  'machine-images/',
  'notes.html',
];

describe.each(STORAGE_DRIVERS)('the %s storage driver', (driver) => {
  let storage: Storage;
  let listKeys: () => Promise<string[]>;
  let cleanUp: () => Promise<void>;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'vending-storage-'));
    if (driver === 'disk') {
      const root = path.join(folder, 'uploads');
      storage = createDiskStorage(root);
      listKeys = () => listFiles(root);
      cleanUp = async () => {};
    } else {
      const s3: S3Server = await startS3Server();
      storage = createS3Storage({ ...s3 });
      listKeys = () => s3.listKeys();
      cleanUp = () => s3.close();
    }
  });
  afterAll(async () => {
    await cleanUp();
    await rm(folder, { recursive: true, force: true });
  });
  afterEach(async () => {
    for (const key of await listKeys()) {
      if (isSafeKey(key)) await storage.delete(key);
    }
  });

  it('names itself', () => {
    expect(storage.name).toBe(driver);
  });

  it('stores a file and gives it back with its type and size', async () => {
    await storage.put('machine-images/a1.png', bytes('png bytes'), 'image/png');
    const file = await read(storage, 'machine-images/a1.png');
    expect(file).toMatchObject({ contentType: 'image/png', size: 9, text: 'png bytes' });
    expect(await listKeys()).toEqual(['machine-images/a1.png']);
  });

  it('keeps each content type', async () => {
    const types = { jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif' };
    for (const [ext, type] of Object.entries(types)) {
      await storage.put(`machine-images/products/p.${ext}`, bytes(ext), type);
      expect((await storage.get(`machine-images/products/p.${ext}`))?.contentType).toBe(type);
    }
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put('blog-images/1-abc.jpg', bytes('first version'), 'image/jpeg');
    await storage.put('blog-images/1-abc.jpg', bytes('second'), 'image/jpeg');
    expect(await read(storage, 'blog-images/1-abc.jpg')).toMatchObject({
      text: 'second',
      size: 6,
    });
    // No temporary file is left beside it.
    expect(await listKeys()).toEqual(['blog-images/1-abc.jpg']);
  });

  it('answers null for a missing file and for a folder', async () => {
    await storage.put('machine-images/x.jpg', bytes('x'), 'image/jpeg');
    expect(await storage.get('machine-images/missing.jpg')).toBeNull();
    expect(await storage.get('nowhere/missing.jpg')).toBeNull();
    // A folder named like a file.
    await storage.put('folder.png/inside.png', bytes('x'), 'image/png');
    expect(await storage.get('folder.png')).toBeNull();
  });

  it('deletes a file, and deleting a missing file is not an error', async () => {
    await storage.put('machine-images/d.webp', bytes('d'), 'image/webp');
    await storage.delete('machine-images/d.webp');
    expect(await storage.get('machine-images/d.webp')).toBeNull();
    await expect(storage.delete('machine-images/d.webp')).resolves.toBeUndefined();
    await expect(storage.delete('never/was.png')).resolves.toBeUndefined();
    expect(await listKeys()).toEqual([]);
  });

  it('lists every stored key, sorted, and nothing else (what a backup copies)', async () => {
    expect(await storage.list()).toEqual([]);
    await storage.put('machine-images/b.png', bytes('b'), 'image/png');
    await storage.put('blog-images/1-a.jpg', bytes('a'), 'image/jpeg');
    await storage.put('machine-images/products/c.webp', bytes('c'), 'image/webp');
    if (driver === 'disk') {
      // A write cut short leaves a hidden temporary file: never a key.
      await writeFile(path.join(folder, 'uploads/machine-images/.b.png.0123.tmp'), 'partial');
    }
    expect(await storage.list()).toEqual([
      'blog-images/1-a.jpg',
      'machine-images/b.png',
      'machine-images/products/c.webp',
    ]);
    await rm(path.join(folder, 'uploads/machine-images/.b.png.0123.tmp'), { force: true });
  });

  it('refuses unsafe keys for every operation and stores nothing', async () => {
    for (const key of UNSAFE_KEYS) {
      await expect(storage.put(key, bytes('x'), 'image/png'), key).rejects.toThrow(UnsafeKeyError);
      await expect(storage.get(key), key).rejects.toThrow(UnsafeKeyError);
      await expect(storage.delete(key), key).rejects.toThrow(UnsafeKeyError);
    }
    expect(await listKeys()).toEqual([]);
  });

  it('refuses a content type that is not the one of the key', async () => {
    await expect(storage.put('machine-images/a.png', bytes('x'), 'text/html')).rejects.toThrow(
      /does not match/,
    );
    await expect(storage.put('machine-images/a.jpg', bytes('x'), 'image/png')).rejects.toThrow(
      /does not match/,
    );
    expect(await listKeys()).toEqual([]);
  });
});

describe('the disk driver', () => {
  it('never reads outside its root, even through a file planted beside it', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'vending-storage-'));
    await writeFile(path.join(folder, 'secret.png'), 'secret');
    const storage = createDiskStorage(path.join(folder, 'uploads'));
    await expect(storage.get('../secret.png')).rejects.toThrow(UnsafeKeyError);
    await rm(folder, { recursive: true, force: true });
  });
});

describe('storage keys and URLs', () => {
  it('accepts the keys the uploads make', () => {
    for (const key of [
      'machine-images/0b6f2c1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b.jpg',
      'machine-images/products/0123456789abcdef.webp',
      'blog-images/1718000000000-a1b2c3.png',
    ]) {
      expect(isSafeKey(key), key).toBe(true);
    }
  });

  it('refuses the unsafe ones', () => {
    for (const key of UNSAFE_KEYS) expect(isSafeKey(key), key).toBe(false);
    expect(isSafeKey(undefined)).toBe(false);
    expect(isSafeKey(`${'a'.repeat(600)}.png`)).toBe(false);
  });

  it('makes /uploads URLs and reads their keys back', () => {
    expect(uploadUrl('machine-images/a.jpg')).toBe('/uploads/machine-images/a.jpg');
    expect(uploadKey('/uploads/machine-images/a.jpg')).toBe('machine-images/a.jpg');
    for (const other of [
      '/images/placeholder.webp',
      'https://cdn.example.com/uploads/machine-images/a.jpg',
      '/uploads/../x.jpg',
      '/uploads/%2e%2e/x.jpg',
      '/uploads/',
      '/uploads/a.jpg?x=1',
      '',
    ]) {
      expect(uploadKey(other), other).toBeNull();
    }
  });
});

describe('getStorage', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });

  it('uses the disk under the data folder without S3 settings, S3 with all of them', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'vending-storage-'));
    process.env.DATA_DIR = folder;
    for (const key of Object.keys(process.env)) if (key.startsWith('S3_')) delete process.env[key];
    const disk = getStorage();
    expect(disk.name).toBe('disk');
    expect(getStorage()).toBe(disk);
    await disk.put('machine-images/g.png', bytes('g'), 'image/png');
    expect(await listFiles(path.join(folder, 'uploads'))).toEqual(['machine-images/g.png']);

    Object.assign(process.env, {
      S3_BUCKET: 'b',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(getStorage().name).toBe('s3');

    delete process.env.S3_SECRET_ACCESS_KEY;
    expect(() => getStorage()).toThrow(/S3_SECRET_ACCESS_KEY not set/);
    await rm(folder, { recursive: true, force: true });
  });
});
