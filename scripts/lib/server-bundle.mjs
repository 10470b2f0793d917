import path from 'node:path';

/**
 * Where the build puts the compiled server (scripts/lib/compile-server.ts writes it, scripts/start.mjs
 * runs it): inside the Next build folder, so a build and its server come and go together (`next build`
 * empties that folder first; a failed build leaves no stale server beside it).
 */
export function serverBundlePath(projectRoot, distDir = process.env.NEXT_DIST_DIR || '.next') {
  return path.join(projectRoot, distDir, 'site-server', 'start.mjs');
}
