'use client';

import { X } from '@/components/icons';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

/**
 * The modal dialog of the site (Radix): focus moves in and is trapped, Escape and the close
 * button close it, page scroll is locked and focus returns to the trigger.
 *
 *   <Dialog>
 *     <DialogTrigger className={buttonClass()}>{t('add')}</DialogTrigger>
 *     <DialogContent title={t('title')} closeLabel={t('close')}>…</DialogContent>
 *   </Dialog>
 */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const PLACEMENT = {
  /** A card in the middle of the screen (forms, messages). */
  center:
    'inset-x-4 top-1/2 mx-auto max-h-[calc(100dvh-2rem)] w-auto max-w-lg -translate-y-1/2 rounded-card',
  /** A full-height panel on the end side (settings). */
  end: 'inset-y-0 end-0 w-full max-w-sm',
} as const;

export function DialogContent({
  title,
  description,
  closeLabel,
  placement = 'center',
  className,
  children,
  ...props
}: Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> & {
  /** The dialog's name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  /** The close button's accessible name, in the page's language. */
  closeLabel: string;
  placement?: keyof typeof PLACEMENT;
}) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
      <RadixDialog.Content
        // Without a description Radix must not point aria-describedby at nothing.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed z-50 flex flex-col overflow-y-auto bg-white p-6 shadow-2xl outline-none',
          PLACEMENT[placement],
          className,
        )}
        {...props}
      >
        <div className="flex items-start justify-between gap-4">
          <RadixDialog.Title className="text-2xl font-extrabold">{title}</RadixDialog.Title>
          <RadixDialog.Close
            aria-label={closeLabel}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-cream"
          >
            <X aria-hidden="true" className="size-6" />
          </RadixDialog.Close>
        </div>
        {description && (
          <RadixDialog.Description className="mt-2 text-ink-soft">
            {description}
          </RadixDialog.Description>
        )}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
