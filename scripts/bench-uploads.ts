/**
 * `npm run bench:uploads`: the time to check, re-encode and store five 4 MB photos, and how big
 * the stored pictures are next to the uploads. The photos are made here: 4000×3000 JPEGs of a
 * gradient with sensor-like noise at quality 92 (about 4 MB each, like a phone's), with camera
 * and GPS EXIF. Each goes through the upload pipeline's processing (src/lib/media/process-image)
 * and is put into the disk storage under a temporary data folder, one after another as the route
 * does per request, then again two at a time as the admin's browser sends them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;
const COUNT = 5;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vending-bench-'));
process.env.DATA_DIR = dataDir;
for (const key of Object.keys(process.env)) if (key.startsWith('S3_')) delete process.env[key];
const { processImage } = await import('../src/lib/media/process-image');
const { getStorage } = await import('../src/lib/storage');

/** A photo-like JPEG: smooth light and colour, plus per-pixel noise as a camera sensor has. */
async function photo(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let state = seed * 2654435761;
  const random = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state / 2 ** 32;
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const light = 0.5 + 0.5 * Math.sin((x + seed * 300) / 600) * Math.cos(y / 450);
      const grain = (random() - 0.5) * 30;
      pixels[i] = clamp(60 + 170 * light + grain);
      pixels[i + 1] = clamp(40 + 120 * (y / HEIGHT) + 60 * light + grain);
      pixels[i + 2] = clamp(30 + 90 * (1 - light) + grain);
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .withExif({
      IFD0: { Make: 'BenchCam', Model: 'Phone 12', Software: 'bench-uploads' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '32/1 4/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '34/1 46/1 1200/100',
      },
    })
    .toBuffer();
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** One upload's work on the server: check + decode + re-encode, then store. */
async function handle(bytes: Buffer, name: string) {
  const started = performance.now();
  const result = await processImage(bytes);
  if (!result.ok) throw new Error(`${name} refused: ${result.reason}`);
  const processed = performance.now();
  await getStorage().put(`bench/${name}.${result.ext}`, result.data, result.contentType);
  const stored = performance.now();
  return {
    name,
    uploaded: bytes.byteLength,
    stored: result.data.byteLength,
    size: `${result.width}×${result.height}`,
    process: processed - started,
    store: stored - processed,
    total: stored - started,
  };
}

try {
  console.log(`Making ${COUNT} photos of ${WIDTH}×${HEIGHT}…`);
  const photos = await Promise.all(Array.from({ length: COUNT }, (_, i) => photo(i + 1)));
  const hasGps = (await sharp(photos[0]).metadata()).exif !== undefined;
  console.log(
    `sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  console.log(`Uploads carry EXIF with GPS: ${hasGps}\n`);

  console.log('One after another (the route processes one file per request):');
  const started = performance.now();
  const results = [];
  for (const [i, bytes] of photos.entries()) results.push(await handle(bytes, `photo-${i + 1}`));
  const sequential = performance.now() - started;
  console.table(
    results.map((r) => ({
      file: r.name,
      uploaded: mb(r.uploaded),
      stored: kb(r.stored),
      'stored/uploaded': `${((100 * r.stored) / r.uploaded).toFixed(1)} %`,
      'stored size': r.size,
      process: ms(r.process),
      store: ms(r.store),
      total: ms(r.total),
    })),
  );
  const uploaded = results.reduce((sum, r) => sum + r.uploaded, 0);
  const stored = results.reduce((sum, r) => sum + r.stored, 0);
  console.log(
    `Total: ${ms(sequential)} for ${COUNT} files (${ms(sequential / COUNT)} each); ${mb(uploaded)} uploaded → ${mb(stored)} stored (${((100 * stored) / uploaded).toFixed(1)} %)`,
  );

  const first = await getStorage().get('bench/photo-1.jpg');
  const storedBytes = Buffer.from(await new Response(first!.body).arrayBuffer());
  console.log(
    `Stored pictures carry EXIF: ${(await sharp(storedBytes).metadata()).exif !== undefined}`,
  );

  console.log('\nTwo at a time (as the back office sends them):');
  const parallelStarted = performance.now();
  const queue = photos.map((bytes, i) => ({ bytes, name: `parallel-${i + 1}` }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await handle(next.bytes, next.name);
  };
  await Promise.all([worker(), worker()]);
  const parallel = performance.now() - parallelStarted;
  console.log(`Total: ${ms(parallel)} for ${COUNT} files`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
