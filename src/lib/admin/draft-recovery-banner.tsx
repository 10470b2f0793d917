'use client';

import { History } from '@/components/icons';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { SITE_TIME_ZONE, toLocalDate } from '@/lib/site-time';
import type { LocalDraftState } from './use-local-draft';

/**
 * The offer to bring back a local copy of unsaved changes (useLocalDraft's `recovered`):
 * "נמצא עותק של שינויים שלא נשמרו מ־24.11.2026 בשעה 14:05. לשחזר?" with "שחזור" and
 * "התעלמות". Nothing when there is no copy. A polite live region: it appears after the page
 * loads (the copy is only readable in the browser), so a screen reader hears it once.
 */
export function DraftRecoveryBanner({
  draft,
  className,
}: {
  draft: Pick<LocalDraftState, 'recovered' | 'restoreDraft' | 'discardDraft'>;
  className?: string;
}) {
  const t = useTranslations('backOffice.unsavedChanges.draft');
  const format = useFormatter();
  const copy = draft.recovered;
  return (
    <div role="status" className={className}>
      {copy && (
        <div
          data-testid="draft-recovery"
          className={cn(
            'flex flex-col gap-4 rounded-card bg-soon-bg p-4 text-ink ring-1 ring-soon/30 sm:flex-row sm:items-center md:p-5',
          )}
        >
          <History aria-hidden="true" className="hidden size-6 shrink-0 text-soon sm:block" />
          <p className="flex-1 font-semibold">
            {(() => {
              const savedAt = new Date(copy.savedAt);
              const time = format.dateTime(savedAt, {
                timeZone: SITE_TIME_ZONE,
                hour: '2-digit',
                minute: '2-digit',
                hourCycle: 'h23',
              });
              const when = (
                <time dateTime={savedAt.toISOString()}>
                  {toLocalDate(savedAt) === toLocalDate(new Date())
                    ? t('today', { time })
                    : t('on', {
                        date: format.dateTime(savedAt, {
                          timeZone: SITE_TIME_ZONE,
                          day: '2-digit',
                          month: '2-digit',
                          year: 'numeric',
                        }),
                        time,
                      })}
                </time>
              );
              return t.rich('found', { when: () => when });
            })()}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={draft.discardDraft}>
              {t('discard')}
            </Button>
            <Button onClick={draft.restoreDraft}>{t('restore')}</Button>
          </div>
        </div>
      )}
    </div>
  );
}
