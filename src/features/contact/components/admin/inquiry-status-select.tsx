'use client';

import { useTranslations } from 'next-intl';
import { useSavedValue } from '@/lib/admin/use-saved-value';
import { cn } from '@/components/ui/cn';
import { Select } from '@/components/ui/select';
import { INQUIRY_STATUSES, type InquiryStatus } from '@/db/schema/inquiry-status';
import { setInquiryStatus } from '../../admin-actions';

/**
 * An inquiry's status, changed in place (the inbox's rows, the detail view): the choice is saved
 * at once (setInquiryStatus) and the toast says so; a refused change goes back to what it was.
 */
export function InquiryStatusSelect({
  id,
  status,
  label,
  className,
  selectId,
}: {
  id: string;
  status: InquiryStatus;
  /** The control's accessible name (e.g. "סטטוס הפנייה של דנה"). */
  label: string;
  className?: string;
  selectId?: string;
}) {
  const t = useTranslations('backOffice.inbox');
  const { value, change, pending } = useSavedValue(status, setInquiryStatus, (next) => ({
    input: { id, status: next },
    texts: { success: t('list.statusChanged', { status: t(`statuses.${next}`) }) },
  }));

  return (
    <Select
      id={selectId}
      aria-label={label}
      value={value}
      disabled={pending}
      onChange={(event) => void change(event.target.value as InquiryStatus)}
      className={cn('min-h-11 py-2 text-sm', className)}
    >
      {INQUIRY_STATUSES.map((option) => (
        <option key={option} value={option}>
          {t(`statuses.${option}`)}
        </option>
      ))}
    </Select>
  );
}
