/**
 * Generates the site's flat illustration set as WebP files under public/images/.
 * Every image is drawn in code as SVG (see the other files of this folder) and rendered with sharp,
 * so the output is deterministic.
 *
 *   npx tsx tools/illustrations/generate.ts            # all images
 *   npx tsx tools/illustrations/generate.ts lobby      # only paths containing "lobby"
 *   PREVIEW=1 npx tsx tools/illustrations/generate.ts  # also write PNG previews to /tmp/img-check
 */
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

import {
  beverageAngle,
  beverageShot,
  pizzaMachineAngle,
  pizzaMachineCloseUp,
  pizzaMachineShot,
  snackShot,
} from './products';
import {
  gasStation,
  hospitalCorridor,
  hotelLobby,
  officeLobby,
  shoppingMall,
  universityHallway,
} from './lobbies';
import { comingSoon, heroMachine, ogDefault, placeholder } from './misc';
import {
  blogBusinessGrowth,
  blogCombo,
  blogFranchise,
  blogLocations,
  blogMaintenance,
  blogPizzaSlice,
} from './blog';

interface ImageJob {
  file: string;
  draw: () => string;
}

const jobs: ImageJob[] = [
  { file: 'products/pizza-machine.webp', draw: pizzaMachineShot },
  { file: 'products/pizza-machine-2.webp', draw: pizzaMachineCloseUp },
  { file: 'products/pizza-machine-3.webp', draw: pizzaMachineAngle },
  { file: 'products/beverage-machine.webp', draw: beverageShot },
  { file: 'products/beverage-machine-2.webp', draw: beverageAngle },
  { file: 'products/snack-machine.webp', draw: snackShot },
  { file: 'machines/lobby-1.webp', draw: officeLobby },
  { file: 'machines/lobby-2.webp', draw: gasStation },
  { file: 'machines/lobby-3.webp', draw: universityHallway },
  { file: 'machines/lobby-4.webp', draw: hotelLobby },
  { file: 'machines/lobby-5.webp', draw: shoppingMall },
  { file: 'machines/lobby-6.webp', draw: hospitalCorridor },
  { file: 'coming-soon.webp', draw: comingSoon },
  { file: 'placeholder.webp', draw: placeholder },
  { file: 'blog/post-1.webp', draw: blogPizzaSlice },
  { file: 'blog/post-2.webp', draw: blogBusinessGrowth },
  { file: 'blog/post-3.webp', draw: blogLocations },
  { file: 'blog/post-4.webp', draw: blogFranchise },
  { file: 'blog/post-5.webp', draw: blogMaintenance },
  { file: 'blog/post-6.webp', draw: blogCombo },
  { file: 'hero/pizza-machine-hero.webp', draw: heroMachine },
  { file: 'og-default.webp', draw: ogDefault },
];

const OUT_DIR = path.resolve(import.meta.dirname, '../../public/images');
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
      await sharp(svg)
        .png()
        .toFile(path.join(PREVIEW_DIR, job.file.replace(/\//g, '__').replace(/\.webp$/, '.png')));
    }
    const kb = (await stat(out)).size / 1024;
    rows.push([`public/images/${job.file}`, `${info.width} x ${info.height}`, kb.toFixed(1)]);
  }
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length), 4));
  const fmt = (r: string[]) =>
    r.map((c, i) => (i === 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ');
  console.log(fmt(['path', 'size', 'KB']));
  for (const r of rows) console.log(fmt(r));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
