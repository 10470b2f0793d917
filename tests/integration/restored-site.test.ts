import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/uploads/[...key]/route';
import { machines, mediaFiles } from '@/db/schema';
import { seedDatabase } from '@/db/seed';
import { getActiveMachineBySlug } from '@/features/machines/queries';
import { createBackup } from '@/lib/backup/create-backup';
import { restoreBackup } from '@/lib/backup/restore-backup';
import { createDiskStorage } from '@/lib/storage/disk';
import { withAppUnderTest } from '../setup/app-under-test';
import { flatImage, photoJpeg } from '../setup/images';
import { createTestDatabase } from '../setup/test-db';

/**
 * Issue 33's last step of the round trip: after `restore` into an empty database and upload
 * folder, the site itself serves the machine added before the backup — its location page's read
 * finds it, and its pictures come back through /uploads byte for byte.
 */
// Outside a Next server 'use cache' is a plain string and the cache calls have no cache to tag.
vi.mock('next/cache', () => ({ cacheTag: () => {}, cacheLife: () => {} }));
const app = withAppUnderTest();
let work: string | undefined;

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a restored site', () => {
  it('serves the machine added before the backup, with its pictures', async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'vending-restored-site-'));
    const source = await createTestDatabase();
    try {
      const storage = createDiskStorage(path.join(work, 'uploads'));
      await seedDatabase(source.db);
      const pictures = [
        {
          key: 'machine-images/restored-1.jpg',
          type: 'image/jpeg',
          bytes: Buffer.from(await photoJpeg({ width: 320, height: 240 })),
        },
        {
          key: 'machine-images/restored-2.png',
          type: 'image/png',
          bytes: Buffer.from(await flatImage('png')),
        },
      ];
      for (const picture of pictures) {
        await storage.put(picture.key, picture.bytes, picture.type);
        await source.db.insert(mediaFiles).values({
          key: picture.key,
          contentType: picture.type,
          width: 320,
          height: 240,
          bytes: picture.bytes.byteLength,
          uploadedBytes: picture.bytes.byteLength,
          uploadedBy: null,
        });
      }
      await source.db.insert(machines).values({
        name: 'מכונה משוחזרת',
        nameEn: 'Restored machine',
        slugHe: 'מכונה-משוחזרת',
        slugEn: 'restored-machine',
        location: 'חיפה',
        address: 'הנמל 1',
        imageUrl: `/uploads/${pictures[0]!.key}`,
        galleryImages: pictures.map((p) => `/uploads/${p.key}`),
      });
      const { file } = await createBackup({
        db: source.db,
        storage,
        directory: path.join(work, 'backups'),
      });

      // The app under test: an empty migrated database, an empty data folder.
      await restoreBackup({
        db: app.db,
        storage: createDiskStorage(path.join(app.dataDir, 'uploads')),
        file,
      });

      const machine = await getActiveMachineBySlug('restored-machine', 'en');
      expect(machine).toMatchObject({
        nameEn: 'Restored machine',
        imageUrl: `/uploads/${pictures[0]!.key}`,
      });
      for (const picture of pictures) {
        const response = await GET(new Request(`http://localhost/uploads/${picture.key}`), {
          params: Promise.resolve({ key: picture.key.split('/') }),
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(picture.type);
        expect(Buffer.from(await response.arrayBuffer()).equals(picture.bytes)).toBe(true);
      }
    } finally {
      await source.drop();
    }
  });
});
