/**
 * What both cache handlers are given, made at their first use rather than when Next loads them:
 * - Database 0: the one every provider offers (use a single endpoint, not cluster mode).
 * - Keys start with KEY_PREFIX, else the build's id: the instances of one build share entries, a
 *   new deployment starts on an empty cache, and sites sharing one Redis set KEY_PREFIX apart.
 * - Five seconds to connect and to read an entry (the library's defaults, half a second, fail on a
 *   busy server: a read given up counts as a miss, the page is rendered again and written back,
 *   which makes the server busier still; a lost connection is still a miss at once).
 * The start script has checked Redis's keyspace events (scripts/lib/shared-cache.ts).
 *
 * `next build` loads the handlers too (collecting page data, prerendering), before the build's id
 * exists: there the library never opens Redis (it skips it while NEXT_PHASE is the build's), so
 * the build needs no Redis, even with REDIS_URL set, and the keys' prefix is not read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const buildId = () =>
  readFileSync(
    path.join(projectRoot, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'),
    'utf8',
  ).trim();

/** True inside `next build` (Next's PHASE_PRODUCTION_BUILD). */
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

/**
 * What every key (and the start script's page-memo channel) begins with. Reads the build's id, so
 * only once a build exists: at run time, not at module load.
 */
export const keyPrefix = () => `${process.env.KEY_PREFIX || buildId()}:`;

/** The handlers' options, read at their first use (the first request, or in `next build`). */
export const redisOptions = () => ({
  redisUrl: process.env.REDIS_URL,
  database: 0,
  socketOptions: { connectTimeout: 5_000 },
  getTimeoutMs: 5_000,
  // Never used in the build (no connection); a name of its own all the same.
  keyPrefix: building() ? 'next-build:' : keyPrefix(),
});
