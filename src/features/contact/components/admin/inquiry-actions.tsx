'use client';

import { Send, Trash2 } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useAdminAction } from '@/lib/admin/use-admin-form';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { deleteInquiry, resendInquiryEmail } from '../../admin-actions';
import { inboxPath } from '../../inbox-filters';

/** "Send the e-mail again": back in the delivery queue, tried right away. */
export function ResendInquiryButton({ id }: { id: string }) {
  const t = useTranslations('backOffice.inbox.detail');
  const { run, pending } = useAdminAction();
  return (
    <Button
      variant="secondary"
      disabled={pending}
      onClick={() => void run(resendInquiryEmail, { id }, { success: t('resent') })}
    >
      <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      {pending ? t('resending') : t('resend')}
    </Button>
  );
}

/**
 * Deleting an inquiry (a privacy request), after a confirmation that says what goes; then back
 * to the inbox, where the toast says it was deleted. A failed delete keeps the dialog open.
 */
export function DeleteInquiryButton({ id }: { id: string }) {
  const t = useTranslations('backOffice.inbox.detail');
  const { run } = useAdminAction();
  const router = useRouter();
  return (
    <AlertDialog
      trigger={
        <Button variant="danger">
          <Trash2 aria-hidden="true" className="size-5" />
          {t('delete')}
        </Button>
      }
      title={t('deleteTitle')}
      description={t('deleteText')}
      cancelLabel={t('cancel')}
      confirmLabel={t('deleteConfirm')}
      pendingLabel={t('deleting')}
      onConfirm={async () => {
        const result = await run(deleteInquiry, { id }, { success: t('deleted') });
        if (!result.ok) return false;
        router.replace(inboxPath());
      }}
    />
  );
}
