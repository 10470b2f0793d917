import { z } from 'zod';

/** Cache tag of every cached setting read. */
export const SETTINGS_TAG = 'settings';

/**
 * Every setting: its schema (what a stored value must be) and its default (no row yet).
 *
 * - `inquiryRetentionMonths`: how long inquiries (and their notes) are kept before the server
 *   erases them on its own; null = kept until deleted by hand (the default).
 */
export const SETTING_DEFAULTS = {
  inquiryRetentionMonths: {
    schema: z.number().int().min(1).max(120).nullable(),
    value: null as number | null,
  },
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = { [K in SettingKey]: (typeof SETTING_DEFAULTS)[K]['value'] };
