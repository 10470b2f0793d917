import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from './limits';

export { MAX_UPLOAD_BYTES };

/**
 * The most pixels a picture may have. Decoding a picture takes memory by its pixels, not its file
 * size (a 10 MB PNG can hold a billion blank pixels); 50 million lets a 50-megapixel phone photo
 * through and stops decompression bombs before they are decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Stored pictures fit within this many pixels on their long edge (never enlarged). */
export const MAX_STORED_EDGE = 2560;

/** Why a file was refused; each has its message in `backOffice.uploads.reasons`. */
export type UploadRefusal =
  /** No bytes at all. */
  | 'empty'
  /** More than MAX_UPLOAD_BYTES. */
  | 'tooLarge'
  /** An SVG drawing (XML that can carry scripts): never stored. */
  | 'svg'
  /** Another image format (TIFF, HEIC, BMP…): convert it to JPEG or PNG first. */
  | 'unsupported'
  /** Not a picture at all, whatever its name says. */
  | 'notImage'
  /** Claims to be a picture but cannot be decoded (truncated, corrupt, hostile). */
  | 'broken'
  /** More than MAX_INPUT_PIXELS. */
  | 'tooManyPixels'
  /** Something on our side went wrong (storage, database); the file may be fine. */
  | 'failed';

export type ProcessedImage = {
  ok: true;
  /** The re-encoded picture, without EXIF/GPS/XMP metadata. */
  data: Buffer;
  /** Its file extension, without the dot: jpg, png, webp or avif. */
  ext: StoredExtension;
  contentType: string;
  /** The stored picture's size in pixels (after orientation and downscaling). */
  width: number;
  height: number;
};

export type ProcessResult = ProcessedImage | { ok: false; reason: UploadRefusal };

type StoredExtension = 'jpg' | 'png' | 'webp' | 'avif';

/** The formats accepted (sniffed from the bytes) and how each is stored. */
const ACCEPTED: Record<string, { format: string; ext: StoredExtension }> = {
  'image/jpeg': { format: 'jpeg', ext: 'jpg' },
  'image/png': { format: 'png', ext: 'png' },
  'image/webp': { format: 'webp', ext: 'webp' },
  'image/avif': { format: 'heif', ext: 'avif' },
  // A GIF keeps its first frame, stored as PNG (lossless, like the GIF's own pixels).
  'image/gif': { format: 'gif', ext: 'png' },
};

const CONTENT_TYPE: Record<StoredExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Whether the start of a text file looks like an SVG drawing (with or without an XML prolog). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('utf8').toLowerCase();
  return /<svg[\s>/]/.test(head) || head.includes('image/svg+xml');
}

/**
 * Checks an uploaded file and turns it into the picture we store. The type is sniffed from the
 * bytes (never the file name or the browser's type); only JPEG, PNG, WebP, AVIF and GIF are
 * accepted. The picture is fully decoded by sharp (a truncated or corrupt file fails), turned
 * upright by its EXIF orientation, shrunk to fit MAX_STORED_EDGE and re-encoded in its own family
 * (GIF → PNG) with no metadata: EXIF, GPS position and XMP are gone.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessResult> {
  if (bytes.byteLength === 0) return { ok: false, reason: 'empty' };
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, reason: 'tooLarge' };

  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || sniffed.mime === 'application/xml') {
    return { ok: false, reason: looksLikeSvg(bytes) ? 'svg' : 'notImage' };
  }
  const accepted = ACCEPTED[sniffed.mime];
  if (!accepted) {
    return { ok: false, reason: sniffed.mime.startsWith('image/') ? 'unsupported' : 'notImage' };
  }

  const input = () =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  try {
    const metadata = await input().metadata();
    // The decoder must agree with the sniffer (a JPEG header glued onto something else does not).
    if (metadata.format !== accepted.format) return { ok: false, reason: 'broken' };
    if (!metadata.width || !metadata.height) return { ok: false, reason: 'broken' };
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
      return { ok: false, reason: 'tooManyPixels' };
    }

    const pipeline = input().rotate().resize({
      width: MAX_STORED_EDGE,
      height: MAX_STORED_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const encoded =
      accepted.ext === 'jpg'
        ? pipeline.jpeg({ quality: 82, mozjpeg: true })
        : accepted.ext === 'webp'
          ? pipeline.webp({ quality: 82 })
          : accepted.ext === 'avif'
            ? pipeline.avif({ quality: 60, effort: 4 })
            : pipeline.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      data,
      ext: accepted.ext,
      contentType: CONTENT_TYPE[accepted.ext],
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) return { ok: false, reason: 'tooManyPixels' };
    // Everything sharp refuses about the input itself (corrupt, truncated, unsupported inside).
    return { ok: false, reason: 'broken' };
  }
}
