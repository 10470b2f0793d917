'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { useRequiredField } from '@/components/admin/required-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { InputField } from '@/components/ui/input-field';
import { EditConflictNotice } from '@/lib/admin/edit-conflict-notice';
import { SessionExpiredNotice } from '@/lib/admin/session-expired-notice';
import { useAdminForm } from '@/lib/admin/use-admin-form';
import {
  companySaveSchema,
  type CompanyForm,
  type CompanyFormField,
} from '@/lib/settings/company-schema';
import { saveCompanySettings } from '../../admin-actions';

/**
 * What kind of value a field holds: its input type and direction. No maxLength: a text too long
 * gets the schema's message under the field, as in the other back-office forms.
 */
type Kind = 'name' | 'person' | 'coverage' | 'phone' | 'chat' | 'email' | 'url' | 'date';

const INPUT: Record<Kind, { type: string; ltr?: boolean; inputMode?: 'tel' | 'numeric' }> = {
  name: { type: 'text' },
  person: { type: 'text' },
  coverage: { type: 'text' },
  phone: { type: 'tel', ltr: true, inputMode: 'tel' },
  chat: { type: 'text', ltr: true, inputMode: 'numeric' },
  email: { type: 'email', ltr: true },
  url: { type: 'url', ltr: true },
  date: { type: 'date', ltr: true },
};

type SectionField = {
  /** A text field (the one checkbox has its own section below). */
  name: Exclude<CompanyFormField, 'requireTwoFactorForAdmins'>;
  kind: Kind;
  required: boolean;
  /** A key of backOffice.companySettings.hints, shown under the field. */
  hint?:
    'phoneHint' | 'chatNumberHint' | 'publicEmailHint' | 'salesEmailHint' | 'statementDateHint';
};

/** The form's sections (fieldsets) and their fields; `pair` lays Hebrew and English side by side. */
const SECTIONS: {
  key: 'company' | 'contact' | 'social' | 'coverage' | 'accessibility';
  fields: SectionField[];
}[] = [
  {
    key: 'company',
    fields: [
      { name: 'companyNameHe', kind: 'name', required: true },
      { name: 'companyNameEn', kind: 'name', required: true },
    ],
  },
  {
    key: 'contact',
    fields: [
      { name: 'salesPhone', kind: 'phone', required: true, hint: 'phoneHint' },
      { name: 'secondPhone', kind: 'phone', required: true, hint: 'phoneHint' },
      { name: 'chatNumber', kind: 'chat', required: true, hint: 'chatNumberHint' },
      { name: 'publicEmail', kind: 'email', required: true, hint: 'publicEmailHint' },
      { name: 'salesEmail', kind: 'email', required: true, hint: 'salesEmailHint' },
    ],
  },
  {
    key: 'social',
    fields: [
      { name: 'facebookUrl', kind: 'url', required: false },
      { name: 'instagramUrl', kind: 'url', required: false },
      { name: 'linkedinUrl', kind: 'url', required: false },
      { name: 'businessListingUrl', kind: 'url', required: false },
    ],
  },
  {
    key: 'coverage',
    fields: [
      { name: 'coverageHe', kind: 'coverage', required: true },
      { name: 'coverageEn', kind: 'coverage', required: true },
    ],
  },
  {
    key: 'accessibility',
    fields: [
      { name: 'a11yNameHe', kind: 'person', required: true },
      { name: 'a11yNameEn', kind: 'person', required: true },
      { name: 'a11yPhone', kind: 'phone', required: true, hint: 'phoneHint' },
      { name: 'a11yEmail', kind: 'email', required: true },
      { name: 'statementDate', kind: 'date', required: true, hint: 'statementDateHint' },
    ],
  },
];

/**
 * /admin/settings: the company's data the public site shows (header, footer, contact blocks,
 * chat and call links, JSON-LD, the accessibility statement), the inbox of the lead e-mails and
 * the back office's security rule (two-factor sign-in required of administrators).
 * One form in six fieldsets, Hebrew and English of a text side by side; phones, e-mails and
 * links are typed left to right. Validated in the browser and again by the action (same schema);
 * a refused field shows its Hebrew message under it and nothing is saved. A colleague's save
 * since the form was opened is not overwritten silently (EditConflictNotice).
 */
export function CompanySettingsForm({
  values,
  version,
}: {
  values: CompanyForm;
  /** When the settings were last saved (a colleague's later save makes this one stale). */
  version: string;
}) {
  const t = useTranslations('backOffice.companySettings');
  const fields = useTranslations('backOffice.fields');
  const required = useRequiredField();
  const id = useId();
  const form = useAdminForm({
    schema: companySaveSchema,
    action: saveCompanySettings,
    success: t('saved'),
  });

  const field = ({ name, kind, required: isRequired, hint }: SectionField): ReactNode => {
    const input = INPUT[kind];
    return (
      <InputField
        key={name}
        label={fields(name)}
        {...(isRequired ? required : {})}
        description={hint ? t(`hints.${hint}`) : undefined}
        error={form.errors[name]}
        name={name}
        type={input.type}
        defaultValue={values[name]}
        inputMode={input.inputMode}
        dir={input.ltr || name.endsWith('En') ? 'ltr' : undefined}
      />
    );
  };

  return (
    <form onSubmit={form.onSubmit} noValidate className="mt-6 grid max-w-4xl gap-6">
      <p className="max-w-prose text-ink-soft">{t('intro')}</p>
      <input type="hidden" name="version" value={version} />
      {form.sessionExpired && <SessionExpiredNotice />}
      {form.conflict && <EditConflictNotice conflict={form.conflict} />}
      {SECTIONS.map((section) => (
        <Card key={section.key} as="div" className="p-6">
          <fieldset className="min-w-0">
            <legend className="text-xl font-bold">{t(`sections.${section.key}`)}</legend>
            <p className="mt-1 text-sm text-ink-soft">{t(`sectionHints.${section.key}`)}</p>
            <div className="mt-4 grid gap-5 md:grid-cols-2">{section.fields.map(field)}</div>
          </fieldset>
        </Card>
      ))}
      <Card as="div" className="p-6">
        <fieldset className="min-w-0">
          <legend className="text-xl font-bold">{t('sections.security')}</legend>
          <p className="mt-1 text-sm text-ink-soft">{t('sectionHints.security')}</p>
          <div className="mt-4">
            <Checkbox
              id={`${id}-require-two-factor`}
              name="requireTwoFactorForAdmins"
              label={fields('requireTwoFactorForAdmins')}
              defaultChecked={values.requireTwoFactorForAdmins}
              aria-describedby={`${id}-require-two-factor-hint`}
            />
            <p id={`${id}-require-two-factor-hint`} className="mt-1 text-sm text-ink-soft">
              {t('hints.requireTwoFactorHint')}
            </p>
          </div>
        </fieldset>
      </Card>
      <div>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
