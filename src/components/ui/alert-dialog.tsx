'use client';

import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button, buttonClass } from './button';

/**
 * Asks before something that cannot be undone (deleting a machine, a post…). Radix AlertDialog:
 * focus starts on Cancel, Escape cancels, focus returns to the trigger. The confirm button stays
 * disabled while `onConfirm` runs; the dialog closes when it succeeds (it returns anything but
 * `false`) and stays open, with its text, when it fails, so the admin can try again.
 *
 *   <AlertDialog
 *     trigger={<button …>{t('delete')}</button>}
 *     title="האם אתה בטוח?" description="…" cancelLabel="ביטול" confirmLabel="מחק"
 *     onConfirm={() => remove(id)}
 *   />
 */
export function AlertDialog({
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  onConfirm,
}: {
  /** The element that opens the dialog (a <button>). */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Shown on the confirm button while `onConfirm` runs. */
  pendingLabel?: string;
  onConfirm: () => unknown;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      if ((await onConfirm()) !== false) setOpen(false);
    } finally {
      setPending(false);
    }
  }

  return (
    <RadixAlertDialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <RadixAlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-card bg-white p-6 shadow-2xl outline-none">
          <RadixAlertDialog.Title className="text-2xl font-extrabold">
            {title}
          </RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="mt-2 text-ink-soft">
            {description}
          </RadixAlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <RadixAlertDialog.Cancel className={buttonClass('secondary')} disabled={pending}>
              {cancelLabel}
            </RadixAlertDialog.Cancel>
            <Button variant="danger" onClick={confirm} disabled={pending}>
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
