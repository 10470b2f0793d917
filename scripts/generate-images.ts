/**
 * Generates the site's flat illustration set as WebP files under public/images/.
 * Every image is drawn in code as SVG (see scripts/images/*) and rendered with sharp,
 * so the output is deterministic.
 *
 *   npx tsx scripts/generate-images.ts            # all images
 *   npx tsx scripts/generate-images.ts lobby      # only paths containing "lobby"
 *   PREVIEW=1 npx tsx scripts/generate-images.ts  # also write PNG previews to /tmp/img-check
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

import {
  beverageShot,
  pizzaMachineAngle,
  pizzaMachineCloseUp,
  pizzaMachineShot,
  snackShot,
} from './images/products';

interface ImageJob {
  file: string;
  draw: () => string;
}

const jobs: ImageJob[] = [
  { file: 'products/pizza-machine.webp', draw: pizzaMachineShot },
  { file: 'products/pizza-machine-2.webp', draw: pizzaMachineCloseUp },
  { file: 'products/pizza-machine-3.webp', draw: pizzaMachineAngle },
  { file: 'products/beverage-machine.webp', draw: beverageShot },
  { file: 'products/snack-machine.webp', draw: snackShot },
];

const OUT_DIR = path.join(process.cwd(), 'public', 'images');
const PREVIEW_DIR = '/tmp/img-check';

async function main(): Promise<void> {
  const filter = process.argv[2];
  const rows: string[][] = [];
  for (const job of jobs.filter((j) => !filter || j.file.includes(filter))) {
    const svg = Buffer.from(job.draw());
    const out = path.join(OUT_DIR, job.file);
    await mkdir(path.dirname(out), { recursive: true });
    const info = await sharp(svg).webp({ quality: 80, alphaQuality: 90, effort: 6 }).toFile(out);
    if (process.env.PREVIEW) {
      await mkdir(PREVIEW_DIR, { recursive: true });
      await sharp(svg).png().toFile(path.join(PREVIEW_DIR, job.file.replace(/\//g, '__').replace(/\.webp$/, '.png')));
    }
    const kb = (await stat(out)).size / 1024;
    rows.push([`public/images/${job.file}`, `${info.width} x ${info.height}`, kb.toFixed(1)]);
  }
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length), 4));
  const fmt = (r: string[]) => r.map((c, i) => (i === 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  console.log(fmt(['path', 'size', 'KB']));
  for (const r of rows) console.log(fmt(r));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
