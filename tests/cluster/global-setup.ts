import { startCluster } from './topology';

/** Starts the topology for the whole run; Playwright calls the returned teardown. */
export default async function globalSetup() {
  return startCluster();
}
