import { z } from 'zod';
import {
  checkbox,
  imageList,
  lines,
  optionalId,
  requiredText,
  slugText,
  text,
} from '@/lib/form-fields';
import { slugify } from '@/lib/slug';

/**
 * The back office's rental form and calls (spec back-office §3 rental_machines, §5 rental form):
 * name_he, slug and description_he required (an empty slug is made from the English or Hebrew
 * name), features one per line with blanks dropped, free-text prices, a display order from 0 to
 * the number of rentals. Issue messages are keys of `backOffice.validation`.
 */
export const RENTAL_LIMITS = {
  name: 200,
  slug: 200,
  description: 10_000,
  features: 5_000,
  price: 200,
  images: 20,
  imageUrl: 500,
  displayOrder: 10_000,
} as const;

/** The form fields that keep their line breaks. */
export const RENTAL_MULTILINE = [
  'description_he',
  'description_en',
  'features_he',
  'features_en',
] as const;

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

export const rentalSchema = z
  .object({
    id: optionalId,
    name_he: requiredText(RENTAL_LIMITS.name),
    name_en: text(RENTAL_LIMITS.name),
    slug: slugText(RENTAL_LIMITS.slug),
    description_he: requiredText(RENTAL_LIMITS.description),
    description_en: text(RENTAL_LIMITS.description),
    price_he: text(RENTAL_LIMITS.price),
    price_en: text(RENTAL_LIMITS.price),
    features_he: lines(RENTAL_LIMITS.features),
    features_en: lines(RENTAL_LIMITS.features),
    images: imageList(RENTAL_LIMITS),
    display_order: displayOrder,
    is_active: checkbox,
  })
  .transform((input, ctx) => {
    // One slug serves both languages: made from the English name, else the Hebrew one.
    const slug = input.slug || slugify(input.name_en) || slugify(input.name_he);
    if (!slug) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: 'slugMissing' });
      return z.NEVER;
    }
    return {
      id: input.id,
      nameHe: input.name_he,
      nameEn: input.name_en || null,
      slug,
      /** Whether the slug was made here (a taken one gets a -2 suffix; a typed one is refused). */
      slugGenerated: !input.slug,
      descriptionHe: input.description_he,
      descriptionEn: input.description_en || null,
      priceHe: input.price_he || null,
      priceEn: input.price_en || null,
      featuresHe: input.features_he,
      featuresEn: input.features_en,
      images: input.images,
      displayOrder: input.display_order,
      isActive: input.is_active,
    };
  });

export type RentalInput = z.output<typeof rentalSchema>;

export const rentalIdSchema = z.object({ id: z.uuid('invalid') });

export const rentalActiveSchema = z.object({ id: z.uuid('invalid'), is_active: checkbox });
