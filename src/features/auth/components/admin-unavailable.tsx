'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { Button } from '@/components/ui/button';

/** How often the page asks the server again while the database is unreachable. */
const RETRY_MS = 5_000;

/**
 * A back-office page while the database is unreachable (the session cannot be read): says so
 * plainly and re-renders the page from the server every few seconds, so it comes back on its own
 * as soon as the database does. "Try now" does the same at once.
 */
export function AdminUnavailable() {
  const t = useTranslations('backOffice.unavailable');
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  const retry = () => startRetry(() => router.refresh());

  useEffect(() => {
    const timer = setInterval(() => startRetry(() => router.refresh()), RETRY_MS);
    return () => clearInterval(timer);
  }, [router]);

  return (
    <div role="alert">
      <AdminLoadFailed
        title={t('title')}
        text={t('text')}
        action={
          <Button type="button" variant="secondary" onClick={retry} disabled={retrying}>
            {retrying ? t('retrying') : t('retry')}
          </Button>
        }
      />
    </div>
  );
}
