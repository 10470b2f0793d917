/**
 * The programs our scripts drive besides Node (the bench, the cluster test): found on PATH, or installed from Debian's apt when we
 * are root there (as `npm test` does for Chromium). A tool that stays missing is skipped, saying so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function onPath(binary: string): string | undefined {
  const found = spawnSync('sh', ['-c', `command -v ${binary}`], { encoding: 'utf8' });
  const where = found.stdout.trim();
  return found.status === 0 && where ? where : undefined;
}

const canApt = () =>
  process.getuid?.() === 0 && existsSync('/etc/debian_version') && Boolean(onPath('apt-get'));

/** The path of `binary`, installing Debian's `aptPackage` when missing and allowed; else undefined. */
export function findOrInstall(binary: string, aptPackage: string): string | undefined {
  const found = onPath(binary);
  if (found || !canApt()) return found;
  console.log(`[tools] ${binary} not found: installing Debian's ${aptPackage} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  spawnSync('apt-get', ['install', '-y', '-qq', aptPackage], { stdio: 'ignore', env });
  return onPath(binary);
}

/** The Chromium Lighthouse drives: the one `npm test` uses. */
export function findChromium(): string | undefined {
  const found = spawnSync('bash', ['scripts/find-chromium.sh'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}
