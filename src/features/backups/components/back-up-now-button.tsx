'use client';

import { LoaderCircle, RotateCw } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useAdminAction } from '@/lib/admin/use-admin-form';
import { backUpNow } from '../admin-actions';

/** "גיבוי עכשיו": runs one backup (a few seconds); the card re-renders with it when done. */
export function BackUpNowButton() {
  const t = useTranslations('backOffice.backups');
  const { run, pending } = useAdminAction();
  return (
    <Button
      variant="secondary"
      disabled={pending}
      aria-busy={pending}
      onClick={() => void run(backUpNow, {}, { success: t('done'), failure: t('failed') })}
    >
      {pending ? (
        <LoaderCircle
          aria-hidden="true"
          className="size-5 animate-spin motion-reduce:animate-none"
        />
      ) : (
        <RotateCw aria-hidden="true" className="size-5" />
      )}
      {pending ? t('running') : t('runNow')}
    </Button>
  );
}
