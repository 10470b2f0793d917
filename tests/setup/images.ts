import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Pictures and not-pictures for the upload tests, made on the fly (no binary fixtures in git).
 */

/** A photo-like JPEG (gradient + noise) with EXIF: camera, GPS position and an orientation. */
export async function photoJpeg({
  width = 1200,
  height = 800,
  quality = 90,
  orientation,
}: { width?: number; height?: number; quality?: number; orientation?: number } = {}) {
  const noise = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = (Math.random() - 0.5) * 60;
      noise[i] = clamp((x / width) * 255 + grain);
      noise[i + 1] = clamp((y / height) * 200 + grain);
      noise[i + 2] = clamp(120 + grain);
    }
  }
  let image = sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Model 9', Copyright: 'Owner Name' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '32/1 4/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '34/1 46/1 1200/100',
      },
    });
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** A flat picture in one format. */
export const flatImage = (
  format: 'png' | 'webp' | 'avif' | 'gif' | 'tiff' | 'jpeg',
  width = 64,
  height = 48,
) =>
  sharp({ create: { width, height, channels: 4, background: '#c62828cc' } })
    .toFormat(format)
    .toBuffer();

/** An SVG drawing carrying a script. */
export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>fetch("/api/steal?c=" + document.cookie)</script><rect width="10" height="10"/></svg>',
  );

/** A PHP script (the kind of file an attacker names "photo.jpg"). */
export const phpScript = () =>
  Buffer.from('<?php system($_GET["cmd"]); ?>\n<p>GIF89a looks like an image, this is not</p>');

/** The first half of a real JPEG. */
export async function truncatedJpeg() {
  const whole = await photoJpeg({ width: 400, height: 300 });
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A valid tiny PNG whose header claims `width` × `height` (a decompression bomb's header). */
export async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await flatImage('png', 1, 1));
  // IHDR: length (4) at 8, "IHDR" at 12, width at 16, height at 20, CRC after its 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** `size` bytes that start like a JPEG (so only the size can refuse them). */
export function oversizedJpegBytes(size: number) {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(bytes);
  return bytes;
}
