import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, mkdtemp, open, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { unpackTar } from 'modern-tar/fs';
import { isSafeKey } from '@/lib/storage';
import { decryptArchive, isEncryptedArchive } from './encryption';
import { describeFile } from './file-hash';
import { ArchiveRefused, MANIFEST_NAME, parseManifest, type Manifest } from './manifest';

export type OpenedArchive = {
  manifest: Manifest;
  /** The checked file of an entry (`db/…`, `files/…`). */
  pathOf(entry: { path: string }): string;
  close(): Promise<void>;
};

/**
 * Unpacks an archive into a private temporary folder and checks it whole before anything else
 * happens: the encryption tag (when encrypted), the tar itself, the manifest, and the size and
 * SHA-256 of every entry, with no entry missing and none extra. A truncated archive or one
 * changed byte ends here with ArchiveRefused, having written nothing but the temporary folder.
 */
export async function openArchive(file: string, passphrase?: string): Promise<OpenedArchive> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'vending-restore-'));
  const close = () => rm(work, { recursive: true, force: true });
  try {
    let tar = file;
    if (await isEncryptedArchive(file)) {
      tar = path.join(work, 'archive.tar');
      await decryptArchive(file, tar, passphrase);
    }
    const root = path.join(work, 'entries');
    await mkdir(root, { mode: 0o700 });
    try {
      const unpack = unpackTar(root, { fmode: 0o600, dmode: 0o700 });
      if (await isGzip(tar)) await pipeline(createReadStream(tar), createGunzip(), unpack);
      else await pipeline(createReadStream(tar), unpack);
    } catch (error) {
      throw new ArchiveRefused(
        `the archive cannot be unpacked (truncated or damaged): ${(error as Error).message}`,
      );
    }
    let manifestText;
    try {
      manifestText = await readFile(path.join(root, MANIFEST_NAME), 'utf8');
    } catch {
      throw new ArchiveRefused('the archive has no manifest.json: not a backup, or truncated');
    }
    const manifest = parseManifest(manifestText);
    await checkEntries(root, manifest);
    return { manifest, pathOf: (entry) => path.join(root, ...entry.path.split('/')), close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function checkEntries(root: string, manifest: Manifest) {
  for (const { key } of manifest.files) {
    if (!isSafeKey(key)) throw new ArchiveRefused(`the manifest names an unsafe file key ${key}`);
  }
  const entries = [...manifest.tables.map((t) => t.entry), ...manifest.files.map((f) => f.entry)];
  const expected = new Set([MANIFEST_NAME, ...entries.map((e) => e.path)]);
  if (expected.size !== entries.length + 1)
    throw new ArchiveRefused('the manifest repeats an entry');
  const present = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => !entry.isDirectory())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
  const extra = present.filter((name) => !expected.has(name));
  if (extra.length > 0)
    throw new ArchiveRefused(
      `the archive holds entries its manifest does not list: ${extra.slice(0, 3).join(', ')}`,
    );
  for (const entry of entries) {
    const local = path.join(root, ...entry.path.split('/'));
    const stats = await lstat(local).catch(() => null);
    if (!stats?.isFile())
      throw new ArchiveRefused(`${entry.path} is missing: the archive is truncated or damaged`);
    const actual = await describeFile(local, entry.path);
    if (actual.size !== entry.size || actual.sha256 !== entry.sha256) {
      throw new ArchiveRefused(
        `${entry.path} does not match its checksum in the manifest: the archive is truncated or altered`,
      );
    }
  }
  const dumpSha256 = createHash('sha256')
    .update(manifest.tables.map((t) => t.entry.sha256).join('\n'))
    .digest('hex');
  if (dumpSha256 !== manifest.dumpSha256)
    throw new ArchiveRefused('the database dump checksum does not match the manifest');
}

/** Archives are gzipped tars; a plain tar (gunzipped by hand, say) is read too. */
async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}
