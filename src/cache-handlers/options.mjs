/**
 * What both cache handlers are given.
 * - Database 0: the one every provider offers (use a single endpoint, not cluster mode).
 * - Keys start with KEY_PREFIX, else the build's id: the instances of one build share entries, a
 *   new deployment starts on an empty cache, and sites sharing one Redis set KEY_PREFIX apart.
 * - Five seconds to connect (the library's default, half a second, fails on a busy server).
 * The start script has checked Redis's keyspace events (scripts/lib/shared-cache.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const buildId = () =>
  readFileSync(
    path.join(projectRoot, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'),
    'utf8',
  ).trim();

/** What every key (and the start script's page-memo channel) begins with. */
export const keyPrefix = () => `${process.env.KEY_PREFIX || buildId()}:`;

export const REDIS_OPTIONS = {
  redisUrl: process.env.REDIS_URL,
  database: 0,
  socketOptions: { connectTimeout: 5_000 },
  keyPrefix: keyPrefix(),
};
