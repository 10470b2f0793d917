'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs the page. Forms keep their
 * fields disabled until then: typing before hydration would be wiped, and a native submit would
 * send the fields without our validation (for a GET, into the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
