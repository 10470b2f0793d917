'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { AlertCircle } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { EditConflict } from './use-admin-form';

/**
 * What a form shows when its save was refused because a colleague saved the row since it was
 * opened (src/lib/admin/version.ts): nothing was saved; the fields where the stored version
 * differs; "load the saved version" (a reload: the local copy of what was typed is offered back
 * after it) or "save anyway" (the same form again, overwriting). An alert brought into view.
 */
export function EditConflictNotice({
  conflict,
  className,
}: {
  conflict: EditConflict;
  className?: string;
}) {
  const t = useTranslations('backOffice.unsavedChanges.conflict');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, [conflict]);
  return (
    <div
      ref={box}
      role="alert"
      data-testid="edit-conflict"
      className={cn(
        'flex gap-3 rounded-card bg-closed-bg p-4 text-ink ring-1 ring-closed/30',
        className,
      )}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-closed" />
      <div className="min-w-0">
        <p className="font-bold">{t('title')}</p>
        <p className="mt-1">{t('text')}</p>
        {conflict.changed.length > 0 && (
          <p className="mt-1">{t('changed', { fields: conflict.changed.join(', ') })}</p>
        )}
        <p className="mt-1 text-sm text-ink-soft">{t('reloadHint')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('reload')}
          </Button>
          <Button variant="ghost" className="underline" onClick={conflict.saveAnyway}>
            {t('overwrite')}
          </Button>
        </div>
      </div>
    </div>
  );
}
