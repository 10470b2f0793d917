import path from 'node:path';
import { dataDir } from '../data-dir';
import { getEnv } from '@/config/env';
import { createDiskStorage } from './disk';
import { isSafeKey } from './keys';
import { createS3Storage } from './s3';
import type { Storage } from './types';

/**
 * Uploaded files: `getStorage()` is the driver this server uses, and URLs name files the same way
 * whichever driver holds them.
 *
 * Stored URLs are always `/uploads/<key>` (e.g. `/uploads/machine-images/<uuid>.jpg`), for both
 * drivers: the route `src/app/uploads/[...key]/route.ts` streams the file from the driver with
 * immutable cache headers. So database rows never change when a site moves from disk to S3 (copy
 * the files, keys unchanged), the bucket need not be public, and `next/image` optimises uploads
 * like any local picture, with no remote patterns.
 */

export type { Storage, StoredFile } from './types';
export { contentTypeFor, isSafeKey, isSafeSegment, UnsafeKeyError } from './keys';

/** The path every stored file is served under. */
export const UPLOADS_PATH = '/uploads/';

/** The public (site-relative) URL of a stored file. */
export const uploadUrl = (key: string): string => UPLOADS_PATH + key;

/**
 * The key of one of our upload URLs (`/uploads/<key>`, as stored), or null for anything else: a
 * demo picture under /images, a remote picture, an unsafe or encoded key.
 */
export function uploadKey(url: string): string | null {
  if (typeof url !== 'string' || !url.startsWith(UPLOADS_PATH)) return null;
  const key = url.slice(UPLOADS_PATH.length);
  return isSafeKey(key) ? key : null;
}

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** One driver per configuration (tests switch DATA_DIR or S3_* between files). */
const memo: { signature?: string; storage?: Storage } = {};

/**
 * The storage of this server: S3-compatible object storage when S3_BUCKET, S3_REGION,
 * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set (S3_ENDPOINT for a store other than AWS),
 * otherwise the disk under `<data dir>/uploads`. Made once and reused.
 */
export function getStorage(): Storage {
  const env = getEnv();
  const set = S3_VARIABLES.filter((name) => env[name] !== undefined);
  if (set.length > 0 && set.length < S3_VARIABLES.length) {
    // The start-up check refuses this too: half an S3 configuration must not write to disk.
    const missing = S3_VARIABLES.filter((name) => env[name] === undefined);
    throw new Error(`S3 storage is half configured: ${missing.join(', ')} not set`);
  }
  const config =
    set.length > 0
      ? {
          bucket: env.S3_BUCKET!,
          region: env.S3_REGION!,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          endpoint: env.S3_ENDPOINT,
        }
      : null;
  const root = config ? '' : path.join(dataDir(), 'uploads');
  const signature = JSON.stringify(config ?? root);
  if (memo.signature !== signature || !memo.storage) {
    memo.storage = config ? createS3Storage(config) : createDiskStorage(root);
    memo.signature = signature;
  }
  return memo.storage;
}
