/**
 * Upload rules shared by the server and the browser's pre-checks (no server imports here).
 */

/** The largest upload accepted: 10 MB = 10485760 bytes (spec back-office §9). */
export const MAX_UPLOAD_BYTES = 10_485_760;

/** Where uploads go: machines → machine-images/, products → machine-images/products/, blog → blog-images/. */
export const UPLOAD_FOLDERS = ['machines', 'products', 'blog'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const isUploadFolder = (value: unknown): value is UploadFolder =>
  typeof value === 'string' && (UPLOAD_FOLDERS as readonly string[]).includes(value);

/** The API route that takes one upload: POST the file's bytes to `${UPLOAD_ENDPOINT}?folder=…`. */
export const UPLOAD_ENDPOINT = '/api/admin/uploads';
