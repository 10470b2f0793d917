'use client';

import { RotateCcw } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { buttonClass } from '@/components/ui/button';
import { useAdminAction } from '@/lib/admin/use-admin-form';
import { restoreRevision } from '../admin-actions';
import { isolated } from '@/lib/text';

/**
 * "שחזור גרסה זו" with a confirmation naming the item and the version's date; after the restore
 * the history opens again (the restore is its newest version now).
 */
export function RestoreRevisionButton({
  id,
  title,
  date,
  historyHref,
}: {
  id: string;
  title: string;
  /** The version's time as shown on the page. */
  date: string;
  historyHref: string;
}) {
  const t = useTranslations('backOffice.history');
  const { run } = useAdminAction();
  const router = useRouter();
  // Isolated (FSI … PDI): an English title keeps its punctuation inside the Hebrew sentence.
  const named = isolated(title);
  const when = `\u2066${date}\u2069`;
  return (
    <AlertDialog
      trigger={
        <button type="button" className={buttonClass('primary')}>
          <RotateCcw aria-hidden="true" className="size-5" />
          {t('restore')}
        </button>
      }
      title={t('restoreTitle')}
      description={t('restoreText', { date: when, title: named })}
      cancelLabel={t('restoreCancel')}
      confirmLabel={t('restoreConfirm')}
      pendingLabel={t('restoring')}
      onConfirm={async () => {
        const result = await run(
          restoreRevision,
          { id },
          { success: t('restored', { date: when }), failure: t('restoreFailed') },
        );
        if (result.ok) router.push(historyHref);
        return result.ok;
      }}
    />
  );
}
