import { z } from 'zod';
import * as offer from '@/features/catalogue/offer-schema';
import { requiredText, slugText } from '@/lib/form-fields';

/**
 * The back office's rental form and calls (spec back-office §3 rental_machines, §5 rental form):
 * the catalogue's offer fields (src/features/catalogue/offer-schema.ts) with name_he, slug and
 * description_he required (an empty slug is made from the English or Hebrew name) and a display
 * order from 0 to the number of rentals. Issue messages are keys of `backOffice.validation`.
 */
export const RENTAL_LIMITS = { ...offer.LIMITS, displayOrder: 10_000 } as const;

/** The form fields that keep their line breaks. */
export const RENTAL_MULTILINE = offer.MULTILINE;

/** A position in the list; none means "at the end". The action caps it at the number of rentals. */
const displayOrder = z
  .union([z.literal(''), z.coerce.number('invalid')])
  .optional()
  .transform((value) => (value === '' || value === undefined ? undefined : value))
  .pipe(
    z
      .number()
      .int('invalid')
      .min(0, 'nonNegative')
      .max(RENTAL_LIMITS.displayOrder, 'invalid')
      .optional(),
  );

export const rentalSchema = offer
  .object(
    {
      slug: slugText(RENTAL_LIMITS.slug),
      description_he: requiredText(RENTAL_LIMITS.description),
      display_order: displayOrder,
    },
    [
      ...['id', 'name_he', 'name_en', 'slug', 'description_he', 'description_en'],
      ...['price_he', 'price_en', 'features_he', 'features_en', 'images', 'display_order'],
      'is_active',
    ] as const,
  )
  .transform((input, ctx) => {
    // One slug serves both languages: made from the English name, else the Hebrew one.
    const slug = offer.slugOrIssue(ctx, 'slug', input.slug, [input.name_en, input.name_he]);
    if (!slug) return z.NEVER;
    return {
      ...offer.values(input),
      slug,
      /** Whether the slug was made here (a taken one gets a -2 suffix; a typed one is refused). */
      slugGenerated: !input.slug,
      descriptionHe: input.description_he,
      displayOrder: input.display_order,
    };
  });

export type RentalInput = z.output<typeof rentalSchema>;
