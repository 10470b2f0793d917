/**
 * `npm start`: runs the production server, which `npm run build` compiled to JavaScript from
 * scripts/start.ts (scripts/lib/compile-server.ts). With no build yet, or with --rebuild, it builds
 * first (scripts/build.ts: database, `next build`, the server). The server then runs in this very
 * process, so its pid is this one's (signals, and tests that kill an instance, reach it directly).
 * Plain JavaScript so that plain Node runs it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverBundlePath } from './lib/server-bundle.mjs';

const projectRoot = path.resolve(import.meta.dirname, '..');
const bundle = serverBundlePath(projectRoot);
const rebuild = process.argv.includes('--rebuild');

if (rebuild || !existsSync(bundle)) {
  console.log(
    rebuild
      ? '[app] Rebuilding the app'
      : '[app] No build found: building the app (a few minutes on first start)',
  );
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, 'scripts/build.ts')],
    { cwd: projectRoot, stdio: 'inherit', env: process.env },
  );
  if (build.status !== 0) {
    console.error('[app] The build failed (see above).');
    process.exit(1);
  }
}

// Node's source maps stay off unless asked for (NODE_OPTIONS=--enable-source-maps, README): once on,
// Node reads and keeps the map of every module it loads, Next's 700-odd server chunks included
// (measured: 60–85 MB more heap, idle and after every route), and maps every frame of every
// Error.stack. Without them a stack names the compiled bundle's lines, which esbuild leaves
// unminified; the maps stay beside the build for whoever turns them on.
await import(pathToFileURL(bundle).href);
