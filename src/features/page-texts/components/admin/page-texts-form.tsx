'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { FaqItem, PageTextField, PageTextsPage } from '@/config/page-texts';
import { LeaveGuard } from '@/lib/admin/leave-guard';
import { SessionExpiredNotice } from '@/lib/admin/session-expired-notice';
import { useAdminForm } from '@/lib/admin/use-admin-form';
import { savePageTexts } from '../../admin-actions';
import {
  fieldName,
  multilineInputs,
  savePageTextsSchema,
  TEXT_LOCALES,
  type TextLocale,
} from '../../schemas';
import { CountedTextField } from './counted-text-field';
import { FaqListField } from './faq-list-field';
import { ViewPageLink } from './view-page-link';

/**
 * One page's texts (/admin/content/<page>): a fieldset per section of the page, each text with its
 * Hebrew and English inputs side by side (stacked on a phone), each opening with the text the page
 * shows now. One save stores both languages; the page's visitors see it at their next request.
 */
export function PageTextsForm({
  page,
  values,
}: {
  page: PageTextsPage;
  values: Record<TextLocale, Record<string, unknown>>;
}) {
  const t = useTranslations('backOffice.pageTexts');
  const [dirty, setDirty] = useState(false);
  const form = useAdminForm({
    schema: savePageTextsSchema,
    action: savePageTexts,
    multiline: multilineInputs(page),
    success: t('saved'),
    onSuccess: () => setDirty(false),
  });

  const label = (field: Exclude<PageTextField, { kind: 'faq' }>, locale: TextLocale) =>
    t('fieldLabel', {
      label: t(`labels.${field.label}`),
      number: field.n ?? 0,
      language: t(`languages.${locale}`),
    });

  return (
    <form onSubmit={form.onSubmit} onInput={() => setDirty(true)} noValidate className="grid gap-6">
      <LeaveGuard when={dirty} />
      {form.sessionExpired && <SessionExpiredNotice />}
      <input type="hidden" name="page" value={page.id} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-ink-soft">{t('formIntro')}</p>
        <ViewPageLink href={page.view} />
      </div>
      {page.sections.map((section) => (
        <Card key={section.id} as="div" className="p-4 md:p-6">
          <fieldset className="grid min-w-0 gap-5">
            <legend className="mb-4 text-xl font-bold">{t(`sections.${section.id}`)}</legend>
            {section.fields.map((field) =>
              field.kind === 'faq' ? (
                <div key={field.path} className="grid gap-8 lg:grid-cols-2">
                  {TEXT_LOCALES.map((locale) => (
                    <FaqListField
                      key={locale}
                      field={field}
                      locale={locale}
                      items={(values[locale][field.path] as FaqItem[] | undefined) ?? []}
                      errors={form.errors}
                      disabled={form.pending}
                    />
                  ))}
                </div>
              ) : (
                <div key={field.path} className="grid gap-4 md:grid-cols-2">
                  {TEXT_LOCALES.map((locale) => {
                    const value = values[locale][field.path];
                    const lines = field.kind === 'lines';
                    return (
                      <CountedTextField
                        key={locale}
                        name={fieldName(locale, field.path)}
                        label={label(field, locale)}
                        locale={locale}
                        defaultValue={
                          lines
                            ? ((value as string[] | undefined) ?? []).join('\n')
                            : ((value as string | undefined) ?? '')
                        }
                        max={lines ? field.maxItems * (field.maxItem + 1) : field.max}
                        multiline={lines || field.multiline}
                        error={form.errors[fieldName(locale, field.path)]}
                      />
                    );
                  })}
                </div>
              ),
            )}
          </fieldset>
        </Card>
      ))}
      <div className="sticky bottom-0 z-10 -mx-4 flex justify-end border-t border-line bg-white/95 px-4 py-3">
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
