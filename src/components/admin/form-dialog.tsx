'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/**
 * The back office's add/edit dialog around a form (products, rentals): it does not close while
 * the form reports itself busy (saving, uploading), and, being opened from a plain button rather
 * than a DialogTrigger, gives focus back to that button on closing.
 */
export function AdminFormDialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  closeLabel: string;
  /** The form; it calls `onBusyChange` while the dialog must stay open. */
  children: (onBusyChange: (busy: boolean) => void) => ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      {open && (
        <DialogContent
          title={title}
          description={description}
          closeLabel={closeLabel}
          className="max-w-3xl"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          {children(setBusy)}
        </DialogContent>
      )}
    </Dialog>
  );
}
