'use client';

import { Star } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useAdminAction } from '@/lib/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { BlogLanguage } from '@/db/schema/blog-posts';
import { setBlogOfWeek } from '../../admin-actions';

/**
 * "Set as Blog of the Week" (spec §2, §4): makes the post its language's Blog of the Week; the
 * page re-renders with the card highlighted. Unavailable — with the reason under it — for the
 * current one (spec: its set button is disabled) and for a draft or scheduled post (only public
 * posts can be featured). `aria-disabled` rather than `disabled`: the button keeps the focus
 * after it featured its post, and a keyboard user can reach it and hear why it is unavailable.
 */
export function SetBlogOfWeekButton({
  id,
  title,
  language,
  current,
  live,
}: {
  id: string;
  title: string;
  language: BlogLanguage;
  /** This post is its language's Blog of the Week. */
  current: boolean;
  /** Visitors see the post (published, its time come). */
  live: boolean;
}) {
  const t = useTranslations('backOffice.blogAdmin');
  const { run, pending } = useAdminAction();
  const hintId = useId();
  const reason = current
    ? t('list.isBlogOfWeek', { language })
    : live
      ? null
      : t('list.onlyPublic');
  const unavailable = reason !== null || pending;

  return (
    <div>
      <Button
        variant="secondary"
        aria-disabled={unavailable || undefined}
        aria-describedby={reason ? hintId : undefined}
        title={reason ?? undefined}
        onClick={() => {
          if (unavailable) return;
          void run(
            setBlogOfWeek,
            { id },
            { success: t('blogOfWeekSet'), failure: t('blogOfWeekFailed') },
          );
        }}
        className="w-full border border-ink/40 aria-disabled:cursor-not-allowed aria-disabled:border-line aria-disabled:text-ink-soft aria-disabled:hover:bg-white"
      >
        <Star
          aria-hidden="true"
          className={cn('size-5 shrink-0', current ? 'fill-brand text-brand' : 'text-brand-warm')}
        />
        {pending
          ? t('list.setting')
          : t.rich('list.setBlogOfWeek', {
              title,
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
      </Button>
      {reason && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-soft">
          {reason}
        </p>
      )}
    </div>
  );
}
