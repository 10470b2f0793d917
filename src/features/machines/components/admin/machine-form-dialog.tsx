'use client';

import { Pencil, Plus } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AdminFormDialog } from '@/components/admin/form-dialog';
import { Button } from '@/components/ui/button';
import { draftKey } from '@/lib/admin/draft-storage';
import type { AdminMachine, AdminMachineType } from '../../admin-queries';
import { machineFormValues, machineValuesFromDraft } from './machine-draft';
import { MachineForm } from './machine-form';

/**
 * The add button (no `machine`) or a card's edit icon, and the modal form it opens. The form is
 * mounted afresh at each opening, with the saved values; it closes after a successful save, or
 * when the admin closes it — asked first when something was changed (AdminFormDialog), never
 * while a save or an upload is under way. What is typed is kept in this browser until saved and
 * offered back at the next opening (after a reload or an expired session).
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
  const opening = { 'aria-haspopup': 'dialog', 'aria-expanded': open } as const;
  return (
    <>
      {machine ? (
        <button
          type="button"
          {...opening}
          aria-label={t('edit', { name: machine.name })}
          title={t('edit', { name: machine.name })}
          className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-cream"
          onClick={() => setOpen(true)}
        >
          <Pencil aria-hidden="true" className="size-5" />
        </button>
      ) : (
        <Button {...opening} onClick={() => setOpen(true)}>
          <Plus aria-hidden="true" className="size-5" />
          {t('add')}
        </Button>
      )}
      <AdminFormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={machine ? t('editTitle') : t('addTitle')}
        description={t('formDescription')}
        closeLabel={t('close')}
        // One height for all three tabs (no jump when switching); the actions stay at the bottom.
        className="max-w-3xl pb-0 md:h-[min(52rem,calc(100dvh-2rem))]"
        draftKey={draftKey('machine', machine?.id)}
      >
        {(form) => {
          const saved = machineFormValues(machine);
          return (
            <MachineForm
              key={form.restored?.version ?? 0}
              formRef={form.formRef}
              machine={machine}
              values={form.restored ? machineValuesFromDraft(form.restored.values, saved) : saved}
              types={types}
              onBusyChange={form.onBusyChange}
              onDone={() => setOpen(false)}
            />
          );
        }}
      </AdminFormDialog>
    </>
  );
}
