'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { AlertCircle, ExternalLink } from '@/components/icons';
import { cn } from '@/components/ui/cn';
import { signInPath } from './return-to';

/**
 * What a form shows when a save found the session expired (useAdminForm's `sessionExpired`):
 * the work is still here, sign in again in a new tab (the sign-in page, which returns to this
 * page there), then save again here. The new tab shares the cookies, so the next save is signed
 * in. An alert (read out when it appears) brought into view: the save button may be far below.
 */
export function SessionExpiredNotice({ className }: { className?: string }) {
  const t = useTranslations('backOffice.unsavedChanges.sessionExpired');
  const pathname = usePathname();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={box}
      role="alert"
      data-testid="session-expired"
      className={cn(
        'flex gap-3 rounded-card bg-closed-bg p-4 text-ink ring-1 ring-closed/30',
        className,
      )}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-closed" />
      <div>
        <p className="font-bold">{t('title')}</p>
        <p className="mt-1">
          {t.rich('text', {
            link: (text) => (
              <a
                href={signInPath(pathname)}
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-dark underline underline-offset-4"
              >
                {text}
                <ExternalLink
                  aria-hidden="true"
                  className="ms-1 inline-block size-4 align-[-0.125em] rtl:-scale-x-100"
                />
              </a>
            ),
          })}
        </p>
      </div>
    </div>
  );
}
