'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAdminForm } from '@/lib/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { setInquiryRetention } from '../../admin-actions';
import {
  INQUIRY_RETENTION_MONTHS,
  inquiryRetentionSchema,
  RETENTION_OFF,
} from '../../inbox-schemas';

/**
 * The inbox's "keep inquiries" panel (issue 33): how many months the server keeps inquiries
 * before erasing them on its own (retention.ts), or never. The hint under the select says what
 * the chosen period means; the saved value is shown below it and comes back from the server's
 * re-render after a save (the toast, a live region, tells the outcome).
 */
export function InquiryRetentionPanel({ months }: { months: number | null }) {
  const t = useTranslations('backOffice.inbox.retention');
  const saved = months === null ? RETENTION_OFF : String(months);
  const [chosen, setChosen] = useState(saved);
  const name = (value: string) =>
    value === RETENTION_OFF ? t('off') : t('months', { months: value });
  const form = useAdminForm({
    schema: inquiryRetentionSchema,
    action: setInquiryRetention,
    success: (data) =>
      t('saved', { value: name(data.months === null ? RETENTION_OFF : String(data.months)) }),
  });
  return (
    <Panel title={t('title')} headingId="inquiry-retention" titleClassName="text-xl">
      <p className="mt-2 max-w-prose text-sm text-ink-soft">{t('intro')}</p>
      <form
        onSubmit={form.onSubmit}
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-start"
      >
        <SelectField
          label={t('label')}
          name="months"
          defaultValue={saved}
          onChange={(event) => setChosen(event.target.value)}
          description={
            chosen === RETENTION_OFF ? t('explainOff') : t('explainOn', { months: chosen })
          }
          error={form.errors.months}
        >
          <option value={RETENTION_OFF}>{t('off')}</option>
          {INQUIRY_RETENTION_MONTHS.map((option) => (
            <option key={option} value={String(option)}>
              {t('months', { months: option })}
            </option>
          ))}
        </SelectField>
        <div className="sm:pt-8">
          <Button type="submit" disabled={form.pending}>
            {form.pending ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
      <p className="mt-4 text-sm">
        {t('current')} <strong className="font-semibold">{name(saved)}</strong>
      </p>
    </Panel>
  );
}
