import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertPutAllowed, assertSafeKey, contentTypeFor, isSafeKey } from './keys';
import type { Storage, StoredFile } from './types';

export type S3Config = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Another S3-compatible service (MinIO, R2, s3rver…): addressed path-style. */
  endpoint?: string;
};

/** A "no such object" answer (a missing key, or a "folder" that is only a prefix). */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/**
 * A client for `config`'s store, with options every S3-compatible store accepts. The uploads'
 * driver below and the backups' S3 target (src/lib/backup/target.ts) both use it.
 */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only when an operation needs one: several S3-compatible stores refuse the
    // streamed (aws-chunked) checksums the SDK adds by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The object-storage driver: one object per key in `bucket`, with its content type. Files are
 * still served by the site under /uploads (the route streams them from here), so the bucket
 * need not be public and stored URLs do not depend on the driver.
 */
export function createS3Storage(config: S3Config): Storage {
  const client = createS3Client(config);
  const Bucket = config.bucket;

  return {
    name: 's3',

    async put(key, body, contentType) {
      assertPutAllowed(key, contentType);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },

    async get(key): Promise<StoredFile | null> {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          // Our puts always set it; the key's own type covers objects put by other tools.
          contentType: contentTypeFor(key)!,
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      try {
        // Deleting a missing object succeeds on S3 itself; some compatible stores answer 404.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async list() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isSafeKey(object.Key)) keys.push(object.Key);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
  };
}
