import type { UploadFolder } from '../../src/lib/media/limits';
import { MAX_UPLOAD_BYTES } from '../../src/lib/media/limits';
import { storeUpload } from '../../src/lib/media/uploads';
import { flatImage, oversizedJpegBytes, phpScript, svgWithScript, truncatedJpeg } from './images';

/**
 * A small PNG stored through storeUpload as the upload route stores one, in `folder`: for tests
 * that need a real upload a row can point to (and that its removal must delete).
 */
export async function storedUpload(folder: UploadFolder) {
  const stored = await storeUpload({ bytes: await flatImage('png'), folder, uploadedBy: null });
  if (!stored.ok) throw new Error(stored.reason);
  return stored.image;
}

/** One file for each reason storeUpload refuses a file that is not a sound picture. */
export async function refusedFiles() {
  return {
    tooLarge: oversizedJpegBytes(MAX_UPLOAD_BYTES + 1),
    notImage: phpScript(),
    broken: await truncatedJpeg(),
    svg: svgWithScript(),
    empty: new Uint8Array(),
  };
}
