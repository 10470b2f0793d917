import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * The two storage drivers for tests: the disk under a data folder, and a real S3-compatible
 * server (`s3rver`, path-style, any credentials) on a free port with its files in a temporary
 * folder. `listKeys()` tells what a driver holds, temporary files included, so a test can say
 * "nothing was stored".
 */
export const STORAGE_DRIVERS = ['disk', 's3'] as const;
export type DriverName = (typeof STORAGE_DRIVERS)[number];

export type S3Server = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Every key in the bucket. */
  listKeys(): Promise<string[]>;
  close(): Promise<void>;
};

export async function startS3Server(bucket = 'uploads-test'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'vending-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  return {
    endpoint,
    bucket,
    region: 'us-east-1',
    ...credentials,
    async listKeys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Every file under `root` (relative, `/`-separated, hidden ones too), or [] when it is absent. */
export async function listFiles(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      )
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const S3_ENV = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_ENDPOINT',
];

/**
 * Points the app's `getStorage()` at one driver for the tests that follow: the disk under
 * `<DATA_DIR>/uploads` (the S3_* variables cleared), or a fresh s3rver (S3_* set to it).
 * `listKeys()` lists what that driver holds; `close()` stops the server and clears the variables.
 */
export async function useStorageDriver(
  name: DriverName,
  dataDir: string,
): Promise<{ listKeys(): Promise<string[]>; close(): Promise<void> }> {
  for (const variable of S3_ENV) delete process.env[variable];
  if (name === 'disk') {
    return { listKeys: () => listFiles(path.join(dataDir, 'uploads')), close: async () => {} };
  }
  const s3 = await startS3Server();
  Object.assign(process.env, {
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_ENDPOINT: s3.endpoint,
  });
  return {
    listKeys: () => s3.listKeys(),
    async close() {
      for (const variable of S3_ENV) delete process.env[variable];
      await s3.close();
    },
  };
}
