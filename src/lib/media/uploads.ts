import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { mediaFiles } from '@/db/schema';
import { getStorage, uploadKey, uploadUrl } from '../storage';
import type { UploadFolder } from './limits';
import { processImage, type UploadRefusal } from './process-image';

export type StoredUpload = {
  /** `/uploads/<key>`: what forms save and pages show. */
  url: string;
  key: string;
  /** The stored picture's size in pixels. */
  width: number;
  height: number;
  /** The stored (re-encoded) file's size. */
  bytes: number;
};

export type StoreUploadResult =
  { ok: true; image: StoredUpload } | { ok: false; reason: UploadRefusal };

/**
 * A new key for a picture (spec back-office §7 "Storage"). Only random parts and our own
 * extension: the client's file name never reaches a key.
 */
export function newUploadKey(folder: UploadFolder, ext: string): string {
  switch (folder) {
    case 'machines':
      return `machine-images/${randomUUID()}.${ext}`;
    case 'products':
      return `machine-images/products/${randomBytes(8).toString('hex')}.${ext}`;
    case 'blog':
      return `blog-images/${Date.now()}-${randomBytes(3).toString('hex')}.${ext}`;
  }
}

/**
 * Checks, re-encodes and stores one uploaded picture (see processImage for the rules), then
 * records it in media_files with its pixel size and both file sizes. A refused file stores
 * nothing; if recording fails the stored file is removed again. Callers check the admin first.
 */
export async function storeUpload({
  bytes,
  folder,
  uploadedBy,
}: {
  bytes: Uint8Array;
  folder: UploadFolder;
  /** The admin's user id (kept with the record). */
  uploadedBy: string | null;
}): Promise<StoreUploadResult> {
  const image = await processImage(bytes);
  if (!image.ok) return image;

  const key = newUploadKey(folder, image.ext);
  const storage = getStorage();
  try {
    await storage.put(key, image.data, image.contentType);
  } catch (error) {
    console.error(`[uploads] storing ${key} (${storage.name}) failed:`, errorMessage(error));
    return { ok: false, reason: 'failed' };
  }
  try {
    await getDb().insert(mediaFiles).values({
      key,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.data.byteLength,
      uploadedBytes: bytes.byteLength,
      uploadedBy,
    });
  } catch (error) {
    console.error(`[uploads] recording ${key} failed:`, errorMessage(error));
    await storage.delete(key).catch(() => {});
    return { ok: false, reason: 'failed' };
  }
  return {
    ok: true,
    image: {
      url: uploadUrl(key),
      key,
      width: image.width,
      height: image.height,
      bytes: image.data.byteLength,
    },
  };
}

/** Whether any row still shows `url`: as an image URL (a single one or a JSON list text) or in a gallery. */
function referenced(url: string): SQL {
  const inText = (column: string) => sql`strpos(coalesce(${sql.raw(column)}, ''), ${url}) > 0`;
  const inList = (column: string) =>
    sql`strpos(array_to_string(${sql.raw(column)}, ' '), ${url}) > 0`;
  return sql`select
    exists (select 1 from machines where ${inText('image_url')} or ${inList('gallery_images')})
    or exists (select 1 from products where ${inText('image_url')} or ${inList('gallery_images')})
    or exists (select 1 from rental_machines where ${inText('image_url')} or ${inList('gallery_images')})
    or exists (select 1 from blog_posts where ${inText('image_url')} or ${inText('content')} or ${inText('content_en')})
    or exists (select 1 from seo_settings where ${inText('og_image')} or ${inText('twitter_image')})
    or exists (select 1 from trash where strpos(snapshot::text, ${url}) > 0)
    or exists (select 1 from revisions where strpos(fields::text, ${url}) > 0)
    as used`;
}

/**
 * Deletes the stored files of these URLs that no row uses any more — machines, products, rental
 * machines (image_url, gallery_images), blog posts (image_url, and their text), SEO settings
 * (sharing pictures), trash entries and revisions (anywhere in them) — with their media_files
 * records. Call it after a delete or a save that
 * dropped pictures has committed. URLs that are not our uploads (demo pictures under /images,
 * remote ones) are ignored; a file already gone is not an error, and nothing here throws (a
 * failure is logged and that file kept). Returns the keys removed.
 */
export async function removeUnusedUploads(urls: readonly string[]): Promise<string[]> {
  const keys = [...new Set(urls.map(uploadKey).filter((key): key is string => key !== null))];
  if (keys.length === 0) return [];
  const db = getDb();
  const storage = getStorage();
  const removed: string[] = [];
  for (const key of keys) {
    try {
      const result = await db.execute<{ used: boolean }>(referenced(uploadUrl(key)));
      if (result.rows[0]?.used) continue;
      await storage.delete(key);
      await db.delete(mediaFiles).where(eq(mediaFiles.key, key));
      removed.push(key);
    } catch (error) {
      // A clean-up after a committed write: it must not turn that write into a failure. The
      // file (or its record) stays, which only costs space.
      console.error(`[uploads] removing ${key} (${storage.name}) failed:`, errorMessage(error));
    }
  }
  if (removed.length > 0) console.info(`[uploads] removed ${removed.length} unused file(s)`);
  return removed;
}

/**
 * The recorded pixel sizes of uploaded pictures, by URL (pictures that are not uploads, or not
 * recorded, are absent): lets a page reserve an image's space before it loads.
 */
export async function uploadedImageSizes(
  urls: readonly string[],
): Promise<Map<string, { width: number; height: number }>> {
  const keys = [...new Set(urls.map(uploadKey).filter((key): key is string => key !== null))];
  const sizes = new Map<string, { width: number; height: number }>();
  if (keys.length === 0) return sizes;
  const rows = await getDb()
    .select({ key: mediaFiles.key, width: mediaFiles.width, height: mediaFiles.height })
    .from(mediaFiles)
    .where(inArray(mediaFiles.key, keys));
  for (const row of rows) sizes.set(uploadUrl(row.key), { width: row.width, height: row.height });
  return sizes;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
