'use client';

import { useSyncExternalStore } from 'react';
import { ShieldCheck } from '@/components/icons';
import { hasAdminMarker } from '@/lib/auth/admin-marker';

const subscribe = () => () => {};
const readMarker = () => hasAdminMarker(document.cookie);
// On the server (and in the cached HTML every visitor gets) there is no link.
const noMarker = () => false;

/**
 * "Admin" in the public header, for a browser where an admin signed in (src/lib/auth/
 * admin-marker.ts): read from the marker cookie after hydration, so the static page stays the
 * same for every visitor and nobody waits for a session check. /admin is its own app (a full
 * page load); its server guard checks the real session.
 */
export function AdminLink({ label }: { label: string }) {
  const shown = useSyncExternalStore(subscribe, readMarker, noMarker);
  if (!shown) return null;
  return (
    // eslint-disable-next-line @next/next/no-html-link-for-pages -- another root layout
    <a
      href="/admin"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-soft hover:bg-cream hover:text-brand"
      data-testid="admin-link"
    >
      <ShieldCheck aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
