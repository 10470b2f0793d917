import 'server-only';
import { isAuthError } from './guard';

/**
 * A dashboard's server read, or null when it failed for any reason other than the admin check
 * (logged as "[admin] <area>: loading failed: …"): the dashboard then shows `AdminLoadFailed`
 * (the spec's "Failed to fetch …" texts) instead of an error page. Auth refusals are rethrown:
 * the page's gate answers them.
 */
export async function readDashboard<T>(area: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isAuthError(error)) throw error;
    console.error(
      `[admin] ${area}: loading failed:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}
