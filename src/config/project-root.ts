import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The project folder: the nearest folder at or above `from` that holds next.config.ts. Found by
 * walking up rather than by a fixed number of `..`, because the same modules run from their own
 * place in src/ and scripts/ (tsx, Vitest) and from the compiled server, one file in the build
 * folder (scripts/lib/compile-server.ts). next.config.ts, not package.json: Next writes a
 * package.json into its build folder.
 */
export function findProjectRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'next.config.ts'))) return dir;
    if (path.dirname(dir) === dir) {
      throw new Error(`No next.config.ts in ${from} or any folder above it`);
    }
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
