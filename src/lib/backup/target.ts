import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getEnv } from '@/config/env';
import { dataDir } from '@/lib/data-dir';
import { createS3Client, type S3Config } from '@/lib/storage/s3';
import { archiveTime } from './archive-name';

/*
 * Where archives are kept: a folder (BACKUP_DIR, default `<data dir>/backups`) or an S3 bucket
 * (BACKUP_S3_*: a different bucket, or at least a different prefix, from the uploads'). Never a
 * folder the site serves: archives hold every lead.
 */

export type StoredArchive = { name: string; at: Date; bytes: number };

export interface BackupTarget {
  /** For people: the folder's path or `s3://bucket/prefix/`. */
  readonly where: string;
  /** Where createBackup writes the archive (a temporary folder for S3). */
  staging(): Promise<string>;
  /** Moves the finished archive from staging into the target; returns its location. */
  store(file: string): Promise<string>;
  /** Our archives in the target (complete ones only), newest first. */
  list(): Promise<StoredArchive[]>;
  remove(name: string): Promise<void>;
  /** Copies one archive to a local file (restore). False when there is none by that name. */
  download(name: string, file: string): Promise<boolean>;
}

const byNewest = (a: StoredArchive, b: StoredArchive) => b.at.getTime() - a.at.getTime();

export function diskTarget(directory: string): BackupTarget {
  return {
    where: directory,
    async staging() {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      return directory;
    },
    store: async (file) => file,
    async list() {
      const names = await readdir(directory).catch(() => [] as string[]);
      const archives: StoredArchive[] = [];
      for (const name of names) {
        const at = archiveTime(name);
        if (!at) continue;
        const { size } = await stat(path.join(directory, name));
        archives.push({ name, at, bytes: size });
      }
      return archives.sort(byNewest);
    },
    remove: (name) => rm(path.join(directory, path.basename(name)), { force: true }),
    async download(name, file) {
      const source = path.join(directory, path.basename(name));
      const found = await stat(source).then(
        () => true,
        () => false,
      );
      if (found) await pipeline(createReadStream(source), createWriteStream(file, { mode: 0o600 }));
      return found;
    },
  };
}

export function s3Target(config: S3Config, prefix = 'backups/'): BackupTarget {
  const client = createS3Client(config);
  const Bucket = config.bucket;
  const folder = prefix.endsWith('/') ? prefix : `${prefix}/`;
  return {
    where: `s3://${Bucket}/${folder}`,
    async staging() {
      const staged = path.join(dataDir(), 'backups-staging');
      await mkdir(staged, { recursive: true, mode: 0o700 });
      return staged;
    },
    async store(file) {
      const key = folder + path.basename(file);
      try {
        // One PutObject: the object appears whole or not at all (S3 has no partial objects).
        // Up to 5 GB; a larger site needs a multipart upload here.
        const { size } = await stat(file);
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: 'application/octet-stream',
          }),
        );
      } finally {
        await rm(file, { force: true });
      }
      return `s3://${Bucket}/${key}`;
    },
    async list() {
      const archives: StoredArchive[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(folder.length) ?? '';
          const at = archiveTime(name);
          if (at) archives.push({ name, at, bytes: object.Size ?? 0 });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return archives.sort(byNewest);
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: folder + path.basename(name) }));
    },
    async download(name, file) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: folder + path.basename(name) }),
        );
        if (!object.Body) return false;
        await pipeline(
          Readable.fromWeb(object.Body.transformToWebStream() as never),
          createWriteStream(file, { mode: 0o600 }),
        );
        return true;
      } catch (error) {
        if (
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return false;
        throw error;
      }
    },
  };
}

/** This installation's target: BACKUP_S3_* when set, else BACKUP_DIR or `<data dir>/backups`. */
export function backupTarget(): BackupTarget {
  const env = getEnv();
  if (env.BACKUP_S3_BUCKET) {
    return s3Target(
      {
        bucket: env.BACKUP_S3_BUCKET,
        region: env.BACKUP_S3_REGION!,
        accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID!,
        secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY!,
        endpoint: env.BACKUP_S3_ENDPOINT,
      },
      env.BACKUP_S3_PREFIX,
    );
  }
  // turbopackIgnore: runtime data, not files the server bundle needs (as in data-dir.ts).
  return diskTarget(
    path.resolve(/* turbopackIgnore: true */ env.BACKUP_DIR ?? path.join(dataDir(), 'backups')),
  );
}
