'use client';

import { useTranslations } from 'next-intl';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button, buttonClass } from '@/components/ui/button';
import { useAdminAction } from '@/lib/admin/use-admin-form';
import { cancelInvitation, resendInvitation } from '../admin-actions';
import { isolated } from '@/lib/text';

/** A pending invitation's buttons: send it again (new link), or cancel it (asks first). */
export function InvitationActions({ id, email }: { id: string; email: string }) {
  const t = useTranslations('backOffice.users');
  const { run, pending } = useAdminAction();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        disabled={pending}
        aria-label={t('invitations.resendFor', { email })}
        onClick={() => run(resendInvitation, { id }, { success: t('invitations.resent') })}
      >
        {t('invitations.resend')}
      </Button>
      <AlertDialog
        trigger={
          <button
            type="button"
            disabled={pending}
            className={buttonClass('ghost', 'text-closed')}
            aria-label={t('invitations.cancelFor', { email })}
          >
            {t('invitations.cancel')}
          </button>
        }
        title={t('invitations.cancelTitle', { email: isolated(email) })}
        description={t('invitations.cancelText')}
        cancelLabel={t('keep')}
        confirmLabel={t('invitations.cancelConfirm')}
        pendingLabel={t('working')}
        onConfirm={async () =>
          (await run(cancelInvitation, { id }, { success: t('invitations.cancelled') })).ok
        }
      />
    </div>
  );
}
