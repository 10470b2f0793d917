import { CircleCheck, Clock, FilePen } from '@/components/icons';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cn } from '@/components/ui/cn';
import { SITE_TIME_ZONE } from '@/lib/site-time';
import type { PostState } from '../../publishing';

/**
 * A scheduled post's publish time on the company's clock, as the back office writes it:
 * `{ date: '24.11.2026', time: '14:05' }` (Israel time, whatever the server's zone).
 */
export async function scheduleParts(publishAt: Date) {
  const format = await getFormatter({ locale: 'he' });
  return {
    date: format.dateTime(publishAt, {
      timeZone: SITE_TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }),
    time: format.dateTime(publishAt, {
      timeZone: SITE_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  };
}

const LOOKS = {
  draft: { icon: FilePen, className: 'bg-gray-100 text-ink ring-1 ring-gray-300' },
  scheduled: { icon: Clock, className: 'bg-soon-bg text-soon' },
  published: { icon: CircleCheck, className: 'bg-open-bg text-open' },
} as const;

/**
 * A post's publishing state as a pill: טיוטה (grey), מתוזמן ל־24.11.2026 14:05 (amber, Israel
 * time), פורסם (green).
 */
export async function PostStateBadge({
  state,
  publishAt,
  className,
}: {
  state: PostState;
  publishAt: Date;
  className?: string;
}) {
  const t = await getTranslations('backOffice.blogAdmin');
  const { icon: Icon, className: look } = LOOKS[state];
  return (
    <span
      data-post-state={state}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold',
        look,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {state === 'scheduled' ? (
        <time dateTime={publishAt.toISOString()}>
          {t('list.scheduledFor', await scheduleParts(publishAt))}
        </time>
      ) : (
        t(`states.${state}`)
      )}
    </span>
  );
}
