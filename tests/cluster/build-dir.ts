/**
 * The cluster's build: a dist dir of its own beside the e2e one (`.next-cluster`, or
 * `<NEXT_DIST_DIR>-cluster` when NEXT_DIST_DIR is set), so building it never replaces the files
 * of a server running from `.next`. The build test (tests/integration/redis-build.test.ts) leaves
 * its build made with REDIS_URL there, and `npm test`'s cluster step (CLUSTER_SKIP_BUILD=1) runs on
 * it. Relative to the project, as Next's distDir is.
 */
export const CLUSTER_DIST_DIR =
  process.env.CLUSTER_DIST_DIR || `${process.env.NEXT_DIST_DIR || '.next'}-cluster`;
