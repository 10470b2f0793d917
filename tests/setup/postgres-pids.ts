import { spawnSync } from 'node:child_process';

/**
 * PIDs of the postgres processes serving the cluster in `clusterDir` (none when undefined): what
 * a test that starts the app kills after a failure, so no database outlives it.
 */
export function postgresPidsServing(clusterDir: string | undefined): number[] {
  if (!clusterDir) return [];
  const ps = spawnSync('ps', ['-eo', 'pid=,args=']).stdout.toString();
  return ps
    .split('\n')
    .filter((line) => line.includes('bin/postgres') && line.includes(`-D ${clusterDir} `))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}
