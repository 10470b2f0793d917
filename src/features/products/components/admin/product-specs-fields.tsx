'use client';

import { useTranslations } from 'next-intl';
import { InputField } from '@/components/ui/input-field';
import { SPEC_TEXT_KEYS } from '../../specs';
import type { SpecsFormValues } from './product-draft';

/** An English input in the Hebrew back office. */
const ENGLISH = { lang: 'en', dir: 'ltr' } as const;

/**
 * A product's spec sheet in its form: each text field in Hebrew and English side by side, and
 * the hourly output as a whole number. Inputs are named `specs.<field>`; an empty one is not
 * stored and not shown on the product's page.
 */
export function ProductSpecsFields({
  specs,
  errors,
}: {
  /** The saved sheet, or a restored copy's (its hourly output as typed). */
  specs: SpecsFormValues;
  errors: Record<string, string>;
}) {
  const f = useTranslations('backOffice.productsAdmin.form');
  const input = (field: string) => ({
    name: `specs.${field}`,
    error: errors[`specs.${field}`],
    autoComplete: 'off',
  });
  return (
    <div className="grid gap-5">
      <p className="text-sm text-ink-soft">{f('specsHint')}</p>
      {SPEC_TEXT_KEYS.map((key) => (
        <div key={key} className="grid gap-5 sm:grid-cols-2">
          <InputField
            label={f(`specs.${key}`)}
            {...input(`${key}_he`)}
            defaultValue={specs[`${key}He`]}
          />
          <InputField
            label={f('specEnglish', { label: f(`specs.${key}`) })}
            {...input(`${key}_en`)}
            {...ENGLISH}
            defaultValue={specs[`${key}En`]}
          />
        </div>
      ))}
      <InputField
        label={f('specs.perHour')}
        description={f('perHourHint')}
        {...input('per_hour')}
        inputMode="numeric"
        defaultValue={specs.perHour === undefined ? '' : String(specs.perHour)}
        className="sm:max-w-60"
      />
    </div>
  );
}
