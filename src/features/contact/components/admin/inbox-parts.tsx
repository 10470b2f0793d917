import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import type { EmailStatus, InquiryStatus } from '@/db/schema';

/** Small pieces the inbox list and the detail view share. */

/** The one pill shape of the inbox's badges; `className` gives the colours that say the state. */
function Pill({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap',
        className,
      )}
    >
      {children}
    </span>
  );
}

const DELIVERY_STYLE: Record<EmailStatus, string> = {
  pending: 'bg-soon-bg text-soon',
  sent: 'bg-open-bg text-open',
  failed: 'bg-closed-bg text-closed',
};

/** The e-mail delivery of an inquiry as a pill: sent / waiting (with attempts) / failed. */
export function DeliveryBadge({ status, attempts }: { status: EmailStatus; attempts: number }) {
  const t = useTranslations('backOffice.inbox.delivery');
  return (
    <Pill className={DELIVERY_STYLE[status]}>
      {status === 'pending' && attempts > 0 ? t('pendingAttempts', { count: attempts }) : t(status)}
    </Pill>
  );
}

const STATUS_STYLE: Record<InquiryStatus, string> = {
  new: 'bg-brand-warm-light text-ink',
  in_progress: 'bg-soon-bg text-soon',
  won: 'bg-open-bg text-open',
  lost: 'bg-cream text-ink-soft ring-1 ring-line',
  spam: 'bg-closed-bg text-closed',
};

/** An inquiry's status as a pill (where it is shown, not changed). */
export function StatusBadge({ status }: { status: InquiryStatus }) {
  const t = useTranslations('backOffice.inbox.statuses');
  return <Pill className={STATUS_STYLE[status]}>{t(status)}</Pill>;
}

/** A stored page path safe to link to (a path of this site, never "//elsewhere"). */
export const sitePath = (page: string | null): string | null =>
  page && /^\/(?![/\\])\S*$/.test(page) ? page : null;
