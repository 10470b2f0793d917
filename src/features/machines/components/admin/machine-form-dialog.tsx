'use client';

import { Pencil, Plus } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import type { AdminMachine, AdminMachineType } from '../../admin-queries';
import { MachineForm } from './machine-form';

/**
 * The add button (no `machine`) or a card's edit icon, and the modal form it opens. The form is
 * mounted afresh at each opening, with the saved values; it closes only after a successful save,
 * and not while a save is under way.
 */
export function MachineFormDialog({
  machine,
  types,
}: {
  machine?: AdminMachine;
  types: AdminMachineType[];
}) {
  const t = useTranslations('backOffice.machinesAdmin');
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !saving) && setOpen(next)}>
      {machine ? (
        <DialogTrigger
          aria-label={t('edit', { name: machine.name })}
          title={t('edit', { name: machine.name })}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-cream"
        >
          <Pencil aria-hidden="true" className="size-5" />
        </DialogTrigger>
      ) : (
        <DialogTrigger className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-5" />
          {t('add')}
        </DialogTrigger>
      )}
      <DialogContent
        title={machine ? t('editTitle') : t('addTitle')}
        description={t('formDescription')}
        closeLabel={t('close')}
        // One height for all three tabs (no jump when switching); the actions stay at the bottom.
        className="max-w-3xl pb-0 md:h-[min(52rem,calc(100dvh-2rem))]"
        // Clicks outside must not throw away a half-filled form; Escape and the buttons close it.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <MachineForm
          machine={machine}
          types={types}
          onSavingChange={setSaving}
          onDone={() => {
            setSaving(false);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
