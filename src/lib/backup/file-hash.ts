import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ManifestEntry } from './manifest';

/** The size and SHA-256 of a file, read as a stream (dumps and pictures can be large). */
export async function describeFile(file: string, archivePath: string): Promise<ManifestEntry> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return { path: archivePath, size: (await stat(file)).size, sha256: hash.digest('hex') };
}
