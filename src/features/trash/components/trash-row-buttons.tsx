'use client';

import { RotateCcw, Trash2 } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button, buttonClass } from '@/components/ui/button';
import { useAdminAction } from '@/lib/admin/use-admin-form';
import { purgeFromTrash, restoreFromTrash } from '../admin-actions';
import { isolated } from '@/lib/text';

/**
 * A trash entry's buttons: "שחזור" (brings the item back at once; a refusal, e.g. its address
 * taken meanwhile, shows as a toast) and "מחיקה לצמיתות" with a confirmation naming the item.
 */
export function TrashRowButtons({ id, title }: { id: string; title: string }) {
  const t = useTranslations('backOffice.trash');
  const { run, pending } = useAdminAction();
  // Isolated (FSI … PDI): an English title keeps its punctuation inside the Hebrew sentence.
  const named = isolated(title);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        disabled={pending}
        aria-label={t('restoreLabel', { title })}
        onClick={() =>
          void run(
            restoreFromTrash,
            { id },
            { success: t('restored', { title: named }), failure: t('restoreFailed') },
          )
        }
      >
        <RotateCcw aria-hidden="true" className="size-5" />
        {pending ? t('restoring') : t('restore')}
      </Button>
      <AlertDialog
        trigger={
          <button
            type="button"
            aria-label={t('purgeLabel', { title })}
            className={buttonClass('danger')}
          >
            <Trash2 aria-hidden="true" className="size-5" />
            {t('purge')}
          </button>
        }
        title={t('purgeTitle')}
        description={t('purgeText', { title: named })}
        cancelLabel={t('purgeCancel')}
        confirmLabel={t('purgeConfirm')}
        pendingLabel={t('purging')}
        onConfirm={async () =>
          (
            await run(
              purgeFromTrash,
              { id },
              { success: t('purged', { title: named }), failure: t('purgeFailed') },
            )
          ).ok
        }
      />
    </div>
  );
}
