'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAdminAction } from '@/lib/admin/use-admin-form';
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
  const { run, pending } = useAdminAction();
  const [value, setValue] = useState(status);
  const [saved, setSaved] = useState(status);
  // The server's value wins when the page re-renders with a newer one.
  if (status !== saved) {
    setSaved(status);
    setValue(status);
  }

  async function change(next: InquiryStatus) {
    const before = value;
    setValue(next);
    const result = await run(
      setInquiryStatus,
      { id, status: next },
      { success: t('list.statusChanged', { status: t(`statuses.${next}`) }) },
    );
    if (!result.ok) setValue(before);
  }

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
