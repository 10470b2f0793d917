import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheLife } from 'next/cache';
import sharp from 'sharp';
import { isRemoteImage } from '@/config/images';
import { uploadedImageSizes } from '@/lib/media/uploads';
import { decodePath } from '@/lib/page-head';
import { getStorage, uploadKey } from '@/lib/storage';

export type ImageSize = { width: number; height: number };

async function measure(bytes: Uint8Array): Promise<ImageSize | null> {
  const { width, height } = await sharp(bytes).metadata();
  return width && height ? { width, height } : null;
}

async function uploadBytes(key: string): Promise<Uint8Array | null> {
  const file = await getStorage().get(key);
  return file ? new Uint8Array(await new Response(file.body).arrayBuffer()) : null;
}

/**
 * The pixel size of one of our pictures (og:image:width/height): a file under public/ or an
 * upload (its recorded size, else measured through the storage driver). Null for a remote
 * picture or one that cannot be read. Pictures never change under the same address (uploads get
 * a new name), so each is measured once.
 */
export async function imageSize(src: string): Promise<ImageSize | null> {
  'use cache';
  cacheLife('max');
  try {
    if (isRemoteImage(src) || !src.startsWith('/')) return null;
    const key = uploadKey(src);
    if (key) {
      const recorded = (await uploadedImageSizes([src])).get(src);
      if (recorded) return recorded;
      const bytes = await uploadBytes(key);
      return bytes ? await measure(bytes) : null;
    }
    const file = path.join(process.cwd(), 'public', decodePath(src.split(/[?#]/)[0]!));
    if (!file.startsWith(path.join(process.cwd(), 'public') + path.sep)) return null;
    return await measure(await readFile(file));
  } catch {
    return null;
  }
}
