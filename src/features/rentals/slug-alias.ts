import type { Locale } from '@/i18n/routing';
import { decodeSlug } from '@/lib/route-slug';

/** The slug of the pizza machine rental. */
export const PIZZA_RENTAL_SLUG = 'pizza-machine-rental';

/**
 * Spec: "The Hebrew rental slug for the pizza machine maps to the automatic-pizza-machine sale
 * slug". On Hebrew pages the pizza machine's sale slugs (Hebrew and English) open the pizza rental.
 */
const HEBREW_ALIASES: Readonly<Record<string, string>> = {
  'מכונת-פיצה-אוטומטית': PIZZA_RENTAL_SLUG,
  'automatic-pizza-machine': PIZZA_RENTAL_SLUG,
};

/**
 * The rental slug a `/rental/{param}` address asks for in `locale`, after aliases; null for a
 * slug no rental can have.
 */
export function resolveRentalSlug(param: string, locale: Locale): string | null {
  const slug = decodeSlug(param)?.trim();
  if (slug === undefined) return null;
  if (locale === 'he') return HEBREW_ALIASES[slug.toLowerCase()] ?? slug;
  return slug;
}
