import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  flatImage,
  oversizedJpegBytes,
  phpScript,
  photoJpeg,
  pngClaiming,
  svgWithScript,
  truncatedJpeg,
} from '../../../tests/setup/images';
import { MAX_UPLOAD_BYTES, processImage, type ProcessedImage } from './process-image';

const processed = async (bytes: Uint8Array) => {
  const result = await processImage(bytes);
  expect(result.ok, JSON.stringify(!result.ok && result)).toBe(true);
  return result as ProcessedImage;
};

describe('processImage', () => {
  it('re-encodes a photo as JPEG without its EXIF: no GPS position, no camera', async () => {
    const original = await photoJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const image = await processed(original);
    expect(image).toMatchObject({
      ext: 'jpg',
      contentType: 'image/jpeg',
      width: 1200,
      height: 800,
    });
    const stored = await sharp(image.data).metadata();
    expect(stored.format).toBe('jpeg');
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    // The bytes no longer hold the camera's name or the GPS tag anywhere.
    expect(image.data.includes('Secret Model 9')).toBe(false);
    expect(image.data.includes('Exif\u0000')).toBe(false);
    expect(original.includes('Secret Model 9')).toBe(true);
  });

  it('turns the picture upright by its EXIF orientation and reports the stored size', async () => {
    // Orientation 6: the camera was turned; the stored picture is portrait.
    const image = await processed(await photoJpeg({ width: 300, height: 200, orientation: 6 }));
    expect([image.width, image.height]).toEqual([200, 300]);
    const stored = await sharp(image.data).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([200, 300, undefined]);
  });

  it('shrinks a large picture to 2560 px on its long edge and never enlarges a small one', async () => {
    const large = await processed(await flatImage('png', 4000, 1000));
    expect([large.width, large.height]).toEqual([2560, 640]);
    const small = await processed(await flatImage('png', 64, 48));
    expect([small.width, small.height]).toEqual([64, 48]);
  });

  it('keeps each accepted format in its family; a GIF becomes a PNG of its first frame', async () => {
    const expected = {
      png: ['png', 'image/png', 'png'],
      webp: ['webp', 'image/webp', 'webp'],
      avif: ['avif', 'image/avif', 'heif'],
      gif: ['png', 'image/png', 'png'],
      jpeg: ['jpg', 'image/jpeg', 'jpeg'],
    } as const;
    for (const [format, [ext, contentType, stored]] of Object.entries(expected)) {
      const image = await processed(await flatImage(format as keyof typeof expected));
      expect(image, format).toMatchObject({ ext, contentType, width: 64, height: 48 });
      expect((await sharp(image.data).metadata()).format, format).toBe(stored);
    }
    const frame = (background: string) =>
      sharp({ create: { width: 20, height: 10, channels: 4, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#00ff00'), await frame('#ff0000')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const firstFrame = await processed(animated);
    expect(firstFrame).toMatchObject({ ext: 'png', width: 20, height: 10 });
    const { data } = await sharp(firstFrame.data).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0, 255, 0]);
  });

  it('refuses by what the bytes are, never by the name: SVG, PHP, text, other formats', async () => {
    expect(await processImage(svgWithScript())).toEqual({ ok: false, reason: 'svg' });
    expect(
      await processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')),
    ).toEqual({ ok: false, reason: 'svg' });
    expect(await processImage(phpScript())).toEqual({ ok: false, reason: 'notImage' });
    expect(await processImage(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toEqual({
      ok: false,
      reason: 'notImage',
    });
    expect(await processImage(await flatImage('tiff'))).toEqual({
      ok: false,
      reason: 'unsupported',
    });
  });

  it('refuses a truncated or corrupt picture', async () => {
    expect(await processImage(await truncatedJpeg())).toEqual({ ok: false, reason: 'broken' });
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    expect(await processImage(garbage)).toEqual({ ok: false, reason: 'broken' });
  });

  it('refuses a picture of too many pixels before decoding it', async () => {
    expect(await processImage(await pngClaiming(10_000, 8_000))).toEqual({
      ok: false,
      reason: 'tooManyPixels',
    });
  });

  it('refuses an empty file and one byte over 10 MB', async () => {
    expect(await processImage(new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
    expect(await processImage(oversizedJpegBytes(MAX_UPLOAD_BYTES + 1))).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
  });
});
