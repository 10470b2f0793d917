'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { InputField } from '@/components/ui/input-field';
import { TextareaField } from '@/components/ui/textarea-field';

/**
 * A page text's input in one language: its label, the characters used of the field's limit
 * (read by a screen reader with the field), and the refusal. Stays uncontrolled: the count
 * follows what is typed.
 */
export function CountedTextField({
  name,
  label,
  locale,
  defaultValue,
  max,
  multiline = false,
  error,
}: {
  name: string;
  label: string;
  locale: 'he' | 'en';
  defaultValue: string;
  max: number;
  multiline?: boolean;
  error?: string;
}) {
  const t = useTranslations('backOffice.pageTexts');
  const [length, setLength] = useState(defaultValue.length);
  const props = {
    name,
    label,
    error,
    defaultValue,
    lang: locale,
    dir: locale === 'he' ? 'rtl' : 'ltr',
    description: (
      <span className={length > max ? 'font-semibold text-closed' : undefined}>
        {t('counter', { count: length, max })}
      </span>
    ),
    onInput: (event: { currentTarget: { value: string } }) =>
      setLength(event.currentTarget.value.length),
  } as const;
  return multiline ? (
    <TextareaField {...props} rows={Math.min(8, Math.max(3, Math.ceil(max / 120)))} />
  ) : (
    <InputField {...props} autoComplete="off" />
  );
}
