'use server';

import en from '@messages/en.json';
import he from '@messages/he.json';
import { sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { adminAction } from '@/lib/admin/action';
import { currentPageTexts } from '@/lib/page-texts/merge';
import { putSetting, readSetting, SETTINGS_TAG } from '@/lib/settings';
import { ALL_MULTILINE_INPUTS, savePageTextsSchema, TEXT_LOCALES } from './schemas';
import { ROLES_FOR } from '@/lib/admin/roles';

const t = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice.pageTexts' });
const FILES = { he, en };

/**
 * Saves one page's texts in both languages (/admin/content/<page>). The `pageTexts` setting holds
 * every page's texts, so the save takes a transaction lock on it first: two pages saved at the
 * same moment both keep their texts. Updates SETTINGS_TAG: every public page shows the new texts
 * at its next request, on every instance (the shared cache), prerendered ones included. The
 * audit row names the page and how many texts changed, not the texts.
 */
export const savePageTexts = adminAction(
  {
    name: 'pageTexts.save',
    roles: ROLES_FOR.content,
    schema: savePageTextsSchema,
    multiline: ALL_MULTILINE_INPUTS,
    tags: [SETTINGS_TAG],
    maxBytes: 512 * 1024,
  },
  async ({ page, values }, { write }) =>
    write(
      async (tx, actor) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_settings:pageTexts'))`);
        const stored = await readSetting('pageTexts', tx);
        let changed = 0;
        for (const locale of TEXT_LOCALES) {
          const before = currentPageTexts(FILES[locale], stored[locale]);
          for (const [path, value] of Object.entries(values[locale])) {
            if (JSON.stringify(before[path]) !== JSON.stringify(value)) changed += 1;
          }
        }
        await putSetting(
          tx,
          'pageTexts',
          { he: { ...stored.he, ...values.he }, en: { ...stored.en, ...values.en } },
          actor.email,
        );
        return { page, changed };
      },
      (done) => ({
        entity: 'setting',
        entityId: `pageTexts:${done.page}`,
        summary: t('audit', { page: t(`pages.${done.page}`), count: done.changed }),
      }),
    ),
);
