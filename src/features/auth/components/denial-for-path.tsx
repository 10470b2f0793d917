'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * The back office's Access Denied screen for the page being shown: the spec's "no permission"
 * text on the pages listed in `noPermissionPaths` (and below them), "Access Denied" elsewhere.
 * Chosen by the address, so it follows client-side navigation too.
 */
export function DenialForPath({
  accessDenied,
  noPermission,
  noPermissionPaths,
}: {
  accessDenied: ReactNode;
  noPermission: ReactNode;
  noPermissionPaths: readonly string[];
}) {
  const pathname = usePathname();
  const under = noPermissionPaths.some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
  return under ? noPermission : accessDenied;
}
