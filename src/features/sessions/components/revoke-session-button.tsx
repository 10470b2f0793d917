'use client';

import { Button } from '@/components/ui/button';
import { revokeSession } from '../actions';
import { useSessionActions } from './sessions-panel';

/**
 * "Sign out" on one of the other sessions. No confirmation: it only signs a device out (its owner
 * signs in again there). Its name says which session (`accessibleName`: the device and when it
 * was last used), as the visible word alone is the same on every card.
 */
export function RevokeSessionButton({
  id,
  label,
  accessibleName,
  done,
}: {
  id: string;
  label: string;
  accessibleName: string;
  /** What the live region says once it is signed out. */
  done: string;
}) {
  const { run, busy, disabled, working } = useSessionActions();
  return (
    <Button
      variant="secondary"
      className="px-4"
      aria-label={accessibleName}
      disabled={disabled}
      onClick={() => run(id, () => revokeSession(id), done)}
    >
      {busy === id ? working : label}
    </Button>
  );
}
