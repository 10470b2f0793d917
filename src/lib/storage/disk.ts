import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertPutAllowed, assertSafeKey, contentTypeFor, isSafeKey } from './keys';
import type { Storage, StoredFile } from './types';

// The turbopackIgnore comments: these paths are runtime data, not files the server bundle needs.

/** Error codes that mean "there is no such file" when reading or deleting. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const isMissing = (error: unknown) =>
  MISSING.has((error as NodeJS.ErrnoException | undefined)?.code ?? '');

/**
 * The local driver: files under `root` (the app uses `<data dir>/uploads`), one file per key. A
 * file is written to a hidden temporary name next to its place and renamed into it, so a reader
 * never sees half a file and a crash leaves no broken upload (temporary names start with a dot,
 * which no key may, so they are never served). The content type follows the key's extension.
 */
export function createDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertSafeKey(key);
    const file = path.join(base, ...key.split('/'));
    // The key rules already keep it inside; this is the belt to those braces.
    if (!file.startsWith(base + path.sep)) throw new Error('Storage key left the root');
    return file;
  };

  return {
    name: 'disk',

    async put(key, body, contentType) {
      assertPutAllowed(key, contentType);
      const file = fileOf(key);
      const dir = path.dirname(file);
      await mkdir(/* turbopackIgnore: true */ dir, { recursive: true, mode: 0o755 });
      const temporary = path.join(
        dir,
        `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      try {
        await writeFile(/* turbopackIgnore: true */ temporary, body, { mode: 0o644, flag: 'wx' });
        await rename(/* turbopackIgnore: true */ temporary, file);
      } catch (error) {
        await rm(/* turbopackIgnore: true */ temporary, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredFile | null> {
      const file = fileOf(key);
      let handle;
      try {
        handle = await open(/* turbopackIgnore: true */ file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const stats = await handle.stat();
        // A folder is not a file: no listing, just "not found".
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        const stream = handle.createReadStream({ autoClose: true });
        return {
          body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
          contentType: contentTypeFor(key)!,
          size: stats.size,
        };
      } catch (error) {
        await handle.close().catch(() => {});
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const file = fileOf(key);
      try {
        await unlink(/* turbopackIgnore: true */ file);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async list() {
      let entries;
      try {
        entries = await readdir(/* turbopackIgnore: true */ base, {
          recursive: true,
          withFileTypes: true,
        });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      // Temporary files start with a dot, which no key may: isSafeKey leaves them out.
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) =>
          path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .filter(isSafeKey)
        .sort();
    },
  };
}
