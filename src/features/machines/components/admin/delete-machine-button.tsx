'use client';

import { Trash2 } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useAdminAction } from '@/lib/admin/use-admin-form';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { deleteMachine } from '../../admin-actions';
import { isolated } from '@/lib/text';

/**
 * The card's delete icon and its confirmation naming the machine (it goes to the trash for 30
 * days: src/features/trash). The dialog stays open, with its text, when the delete fails.
 */
export function DeleteMachineButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations('backOffice.machinesAdmin');
  const { run } = useAdminAction();
  const deleted = useRef(false);
  // When the deleted machine's card leaves the page, its focused button goes with it: the
  // keyboard continues from the page's content instead of the document's start.
  useEffect(
    () => () => {
      if (deleted.current) setTimeout(() => document.getElementById('main-content')?.focus(), 0);
    },
    [],
  );
  return (
    <AlertDialog
      trigger={
        <button
          type="button"
          aria-label={t('delete', { name })}
          title={t('delete', { name })}
          className="inline-flex size-11 items-center justify-center rounded-full text-closed hover:bg-closed-bg"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      }
      title={t('deleteTitle')}
      // Isolated (FSI … PDI): an English name keeps its punctuation inside the Hebrew sentence.
      description={t('deleteText', { name: isolated(name) })}
      cancelLabel={t('deleteCancel')}
      confirmLabel={t('deleteConfirm')}
      pendingLabel={t('deleting')}
      onConfirm={async () => {
        const { ok } = await run(deleteMachine, { id }, { success: t('deleted') });
        deleted.current = ok;
        return ok;
      }}
    />
  );
}
