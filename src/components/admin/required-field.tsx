'use client';

import { useTranslations } from 'next-intl';

/**
 * The back office's one convention for a required field: its label ends with "(חובה)" (the
 * Field's `labelHint`) and its control says so to screen readers with aria-required — the mark
 * itself is hidden from them, so "required" is announced once and the field's name stays its
 * label. Spread onto InputField / TextareaField / SelectField:
 *
 *   const required = useRequiredField();
 *   <InputField label={t('name')} {...required} name="name" … />
 */
export function useRequiredField() {
  const t = useTranslations('backOffice');
  return {
    labelHint: <span aria-hidden="true">{t('requiredMark')}</span>,
    'aria-required': true,
  } as const;
}
