import type { ProductSpecs } from '@/db/schema/product-content';
import type { Locale } from '@/i18n/routing';
import { filled } from '@/lib/text';

/*
 * A product's spec sheet (products.specs) as its page shows it: the filled fields only, in a fixed
 * order, in the page's language (English falls back to Hebrew, as the product's other texts).
 * Their labels are `products.specs.<key>`.
 */

/** The spec sheet's rows, in the order the page (and the form) shows them. */
export const SPEC_KEYS = ['dimensions', 'power', 'capacity', 'perHour', 'connectivity'] as const;

export type SpecKey = (typeof SPEC_KEYS)[number];

/** The spec fields that are texts in each language (perHour is a number). */
export const SPEC_TEXT_KEYS = ['dimensions', 'power', 'capacity', 'connectivity'] as const;

export type SpecTextKey = (typeof SPEC_TEXT_KEYS)[number];

/** One filled row: its key (the label's) and its value (perHour: a whole number). */
export type SpecRow = { key: SpecKey; value: string | number };

const textOf = (specs: ProductSpecs, key: SpecTextKey, locale: Locale) =>
  (locale === 'en' && filled(specs[`${key}En`])) || filled(specs[`${key}He`]);

/** The filled rows of a product's spec sheet in `locale` (none: the page has no spec table). */
export function localizeSpecs(specs: ProductSpecs, locale: Locale): SpecRow[] {
  return SPEC_KEYS.flatMap((key): SpecRow[] => {
    if (key === 'perHour') {
      const perHour = specs.perHour;
      return typeof perHour === 'number' && Number.isFinite(perHour) && perHour > 0
        ? [{ key, value: perHour }]
        : [];
    }
    const value = textOf(specs, key, locale);
    return value ? [{ key, value: value.trim() }] : [];
  });
}
