import { z } from 'zod';
import { companyDefaults } from '@/config/site';
import { storedPageTextsSchema, type StoredPageTexts } from '@/lib/page-texts/stored';
import { companySchema } from './company-schema';

/** Cache tag of every cached setting read. */
export const SETTINGS_TAG = 'settings';

/**
 * Every setting: its schema (what a stored value must be) and its default (no row yet), computed
 * when the setting is read (a default may come from the environment).
 *
 * - `inquiryRetentionMonths`: how long inquiries (and their notes) are kept before the server
 *   erases them on its own; null = kept until deleted by hand (the default).
 * - `company`: the company's name, contact data, social links, coverage line and accessibility
 *   coordinator (/admin/settings); by default the SITE_*, A11Y_* and SALES_EMAIL variables
 *   (src/config/site.ts).
 * - `pageTexts`: the texts of the fixed pages the company edits (/admin/content), per language by
 *   message path (src/config/page-texts.ts); by default none, and the message files' texts show.
 *   The seed and every start write today's texts into it when it is missing.
 */
export const SETTING_DEFAULTS = {
  inquiryRetentionMonths: {
    schema: z.number().int().min(1).max(120).nullable(),
    defaultValue: (): number | null => null,
  },
  company: {
    schema: companySchema,
    defaultValue: companyDefaults,
  },
  pageTexts: {
    schema: storedPageTextsSchema,
    defaultValue: (): StoredPageTexts => ({ he: {}, en: {} }),
  },
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = {
  [K in SettingKey]: ReturnType<(typeof SETTING_DEFAULTS)[K]['defaultValue']>;
};
