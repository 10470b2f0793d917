import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/config/env';

// The turbopackIgnore comments: these paths are runtime data, not files the server bundle needs.

/** The folder for local state: embedded database, generated secrets, mail files, uploads. */
export function dataDir(): string {
  const dir = path.resolve(
    /* turbopackIgnore: true */ getEnv().DATA_DIR ?? path.join(process.cwd(), '.data'),
  );
  mkdirSync(/* turbopackIgnore: true */ dir, { recursive: true, mode: 0o700 });
  return dir;
}

/**
 * Reads a generated secret kept in the data folder, creating it on first use. The file is
 * readable by its owner only; the value never reaches a log.
 */
export function localSecret(fileName: string, bytes = 32): string {
  const file = path.join(/* turbopackIgnore: true */ dataDir(), fileName);
  if (existsSync(/* turbopackIgnore: true */ file)) {
    const value = readFileSync(/* turbopackIgnore: true */ file, 'utf8').trim();
    if (value) return value;
  }
  const value = randomBytes(bytes).toString('base64url');
  writeFileSync(/* turbopackIgnore: true */ file, `${value}\n`, { mode: 0o600 });
  return value;
}
