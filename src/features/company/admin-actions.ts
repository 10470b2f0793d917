'use server';

import { createTranslator } from 'use-intl/core';
import he from '@messages/he.json';
import { adminAction } from '@/lib/admin/action';
import { auditSummary, changedFields } from '@/lib/admin/audit';
import { staleEdit } from '@/lib/admin/version';
import { putSetting, readSetting, settingUpdatedAt, SETTINGS_TAG } from '@/lib/settings';
import { companyFromForm, companySaveSchema, companyToForm } from '@/lib/settings/company-schema';

const t = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice.companySettings' });

/**
 * Saves the company settings (/admin/settings): name, phones, e-mails, social links, coverage
 * line and accessibility coordinator. The audit row names the changed fields (their values are
 * the company's public data, but the summary stays short). Updates SETTINGS_TAG: every public
 * page that shows them (prerendered ones too), the JSON-LD and the next lead e-mail use the new
 * values from the next request on. A save over a colleague's newer one (the form's version) is
 * refused as stale, naming the fields that differ, unless the admin chose to save anyway.
 */
export const saveCompanySettings = adminAction(
  { name: 'company.save', schema: companySaveSchema, tags: [SETTINGS_TAG] },
  async ({ version, overwrite, ...form }, { write }) =>
    write(
      async (tx, actor) => {
        const updatedAt = await settingUpdatedAt('company', tx, { lock: true });
        const previous = companyToForm(await readSetting('company', tx));
        const stale =
          updatedAt && staleEdit({ ...previous, updatedAt }, { version, overwrite }, form);
        if (stale) return stale;
        await putSetting(tx, 'company', companyFromForm(form), actor.email);
        return { changed: changedFields(previous, form) };
      },
      (done) => ({
        entity: 'setting',
        entityId: 'company',
        summary: auditSummary.updated(t('audit.label'), done.changed),
      }),
    ),
);
