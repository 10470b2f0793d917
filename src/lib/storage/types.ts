/**
 * Where uploaded files live. One interface, two drivers (src/lib/storage/disk.ts: a folder under
 * the data directory; src/lib/storage/s3.ts: any S3-compatible store when the S3_* variables are
 * set). Keys are relative paths such as `machine-images/1a2b….jpg`; every driver refuses a key
 * that could leave its root (`..`, absolute, backslashes, empty segments).
 */
export interface Storage {
  /** Which driver this is, for the start-up log. */
  readonly name: 'disk' | 's3';
  /** Stores `body` under `key` (replacing what was there). */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The stored file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored key, sorted (temporary files and anything that is not a valid key left out):
   * what a backup copies.
   */
  list(): Promise<string[]>;
}

export type StoredFile = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
};
