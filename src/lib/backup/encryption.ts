import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { ArchiveRefused } from './manifest';

/**
 * Encrypted archives (BACKUP_PASSPHRASE): the tar, encrypted whole with AES-256-GCM from Node's
 * crypto, the key derived from the passphrase with scrypt. No home-made primitives: GCM both
 * hides the archive and authenticates it, and a restore checks the tag before using a byte.
 *
 *   bytes 0–7    magic "VBAKENC1"
 *   byte  8      scrypt cost as log2(N)   (17: N = 131072)
 *   byte  9      scrypt r                  (8)
 *   byte  10     scrypt p                  (1)
 *   bytes 11–26  salt (16 random bytes)
 *   bytes 27–38  GCM nonce (12 random bytes, new for every archive)
 *   bytes 39…    ciphertext of the gzipped tar
 *   last 16      GCM authentication tag
 *
 * Bytes 0–38 are the GCM additional data, so a changed header fails the tag too.
 */
const MAGIC = Buffer.from('VBAKENC1');
const HEADER_LENGTH = 39;
const TAG_LENGTH = 16;
const COST = { log2N: 17, r: 8, p: 1 };

function deriveKey(passphrase: string, salt: Buffer, log2N: number, r: number, p: number) {
  if (log2N < 14 || log2N > 22 || r < 1 || r > 32 || p < 1 || p > 16) {
    throw new ArchiveRefused('the archive names scrypt parameters we do not accept');
  }
  const N = 2 ** log2N;
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(passphrase, salt, 32, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Whether a file starts like an encrypted archive. */
export async function isEncryptedArchive(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(MAGIC.length), 0, MAGIC.length, 0);
    return bytesRead === MAGIC.length && buffer.equals(MAGIC);
  } finally {
    await handle.close();
  }
}

/** A pipeline stage that encrypts what flows through it into the format above. */
export async function encryptingStage(passphrase: string) {
  const salt = randomBytes(16);
  const nonce = randomBytes(12);
  const header = Buffer.concat([MAGIC, Buffer.from([COST.log2N, COST.r, COST.p]), salt, nonce]);
  const cipher = createCipheriv(
    'aes-256-gcm',
    await deriveKey(passphrase, salt, COST.log2N, COST.r, COST.p),
    nonce,
  );
  cipher.setAAD(header);
  return async function* (source: AsyncIterable<Buffer>) {
    yield header;
    for await (const chunk of source) yield cipher.update(chunk);
    yield cipher.final();
    yield cipher.getAuthTag();
  };
}

/**
 * Decrypts `input` into `output`, refusing (and removing `output`) when the passphrase is wrong
 * or a byte was changed or cut: GCM's tag is checked at the end, so the plaintext is only
 * trusted once this returns.
 */
export async function decryptArchive(
  input: string,
  output: string,
  passphrase: string | undefined,
) {
  if (!passphrase) {
    throw new ArchiveRefused('the archive is encrypted: set BACKUP_PASSPHRASE to restore it');
  }
  const { size } = await stat(input);
  if (size < HEADER_LENGTH + TAG_LENGTH) throw new ArchiveRefused('the archive is truncated');
  const handle = await open(input, 'r');
  const header = Buffer.alloc(HEADER_LENGTH);
  const tag = Buffer.alloc(TAG_LENGTH);
  try {
    await handle.read(header, 0, HEADER_LENGTH, 0);
    await handle.read(tag, 0, TAG_LENGTH, size - TAG_LENGTH);
  } finally {
    await handle.close();
  }
  const key = await deriveKey(
    passphrase,
    header.subarray(11, 27),
    header[8]!,
    header[9]!,
    header[10]!,
  );
  const decipher = createDecipheriv('aes-256-gcm', key, header.subarray(27, 39));
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      createReadStream(input, { start: HEADER_LENGTH, end: size - TAG_LENGTH - 1 }),
      decipher,
      createWriteStream(output, { mode: 0o600 }),
    );
  } catch {
    await rm(output, { force: true });
    throw new ArchiveRefused(
      'the archive failed its authentication check: wrong BACKUP_PASSPHRASE, or the file is truncated or altered',
    );
  }
}
