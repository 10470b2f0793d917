import path from 'node:path';
import { build } from 'esbuild';
import { PROJECT_ROOT } from '@/config/project-root';
import { serverBundlePath } from './server-bundle.mjs';

/**
 * Compiles the production server (scripts/start.ts and the modules it imports from scripts/ and
 * src/) into one JavaScript file in the build folder, so production runs JavaScript on plain Node
 * instead of compiling TypeScript through tsx at every start. Packages stay imports of
 * node_modules (`next`, `pg`, …: never bundled, so there is one copy of each). Part of
 * `npm run build`; `npm run dev` still runs the TypeScript itself.
 */
export async function compileServer(): Promise<string> {
  const outfile = serverBundlePath(PROJECT_ROOT);
  await build({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: [path.join(PROJECT_ROOT, 'scripts/start.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    tsconfig: path.join(PROJECT_ROOT, 'tsconfig.json'),
    sourcemap: 'linked', // read when NODE_OPTIONS=--enable-source-maps (scripts/start.mjs says why not always)
    logLevel: 'warning',
  });
  return outfile;
}
