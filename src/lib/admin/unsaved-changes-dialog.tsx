'use client';

import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { Button, buttonClass } from '@/components/ui/button';

/**
 * The question before unsaved changes would be lost: leaving the page (LeaveGuard) or closing an
 * add/edit dialog (AdminFormDialog). A Radix alert dialog: focus starts on "stay" (keep
 * editing), Escape answers "stay", a click outside does nothing; "leave" (red) throws the changes
 * away. Controlled: `open` says when it is asked. Having no trigger to return to, it gives focus
 * back to where it was (the field being typed in when Escape asked) if that is still there.
 */
export function UnsavedChangesDialog({
  open,
  onStay,
  onLeave,
  title,
  description,
  stayLabel,
  leaveLabel,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
  title: string;
  description: string;
  stayLabel: string;
  leaveLabel: string;
}) {
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={(next) => !next && onStay()}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <RadixAlertDialog.Content
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo.current?.isConnected) returnTo.current.focus();
          }}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-card bg-white p-6 shadow-2xl outline-none"
        >
          <RadixAlertDialog.Title className="text-2xl font-extrabold">
            {title}
          </RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="mt-2 text-ink-soft">
            {description}
          </RadixAlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <RadixAlertDialog.Cancel className={buttonClass('secondary')}>
              {stayLabel}
            </RadixAlertDialog.Cancel>
            <Button variant="danger" onClick={onLeave}>
              {leaveLabel}
            </Button>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
