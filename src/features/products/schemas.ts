import { z } from 'zod';
import { isSlug, slugify } from '@/lib/slug';

/**
 * The back office's product form and calls (spec back-office §3 products, §5 product creation):
 * one definition of valid input for the browser and the server actions. Issue messages are keys
 * of `backOffice.validation`. The spec leaves the bounds open; these fit any real product.
 */
export const PRODUCT_LIMITS = {
  name: 200,
  slug: 200,
  description: 10_000,
  features: 5_000,
  price: 200,
  images: 20,
  imageUrl: 500,
} as const;

/** The form fields that keep their line breaks (the admin action normalises the rest to one line). */
export const PRODUCT_MULTILINE = [
  'description_he',
  'description_en',
  'features_he',
  'features_en',
] as const;

const text = (max: number) => z.string().trim().max(max, 'tooLong').default('');

/** A typed slug: empty (made from the name) or already in the form `slugify` makes. */
const slugText = text(PRODUCT_LIMITS.slug).refine((value) => value === '' || isSlug(value), 'slug');

/** A text area with one item per line: trimmed lines, blanks dropped (spec §5). */
const lines = z
  .string()
  .max(PRODUCT_LIMITS.features, 'tooLong')
  .default('')
  .transform((value) =>
    value
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );

/** A checkbox: sent as "on" when ticked (absent otherwise); calls may send a boolean. */
const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** An id of an existing row, or nothing ("" from a new form's hidden field). */
const optionalId = z
  .union([z.literal(''), z.uuid('invalid')])
  .optional()
  .transform((value) => value || undefined);

/**
 * The pictures in display order, first = main: site-relative URLs as the image field gives them
 * (`/uploads/…`, or the demo pictures under `/images/…`); repeats dropped.
 */
const imageList = z
  .array(
    z
      .string()
      .trim()
      .max(PRODUCT_LIMITS.imageUrl, 'imageUrl')
      .regex(/^\/(?!\/)[^\s\\?#]+$/, 'imageUrl')
      .refine((url) => !url.split('/').includes('..'), 'imageUrl'),
  )
  .max(PRODUCT_LIMITS.images, 'tooManyImages')
  .default([])
  .transform((urls) => [...new Set(urls)]);

export const productSchema = z
  .object({
    id: optionalId,
    name_he: text(PRODUCT_LIMITS.name).pipe(z.string().min(1, 'required')),
    slug_he: slugText,
    description_he: text(PRODUCT_LIMITS.description),
    features_he: lines,
    price_he: text(PRODUCT_LIMITS.price),
    name_en: text(PRODUCT_LIMITS.name),
    slug_en: slugText,
    description_en: text(PRODUCT_LIMITS.description),
    features_en: lines,
    price_en: text(PRODUCT_LIMITS.price),
    images: imageList,
    is_active: checkbox,
  })
  .transform((input, ctx) => {
    // An empty slug is made from the name (the English one only when there is an English name).
    const slugHe = input.slug_he || slugify(input.name_he);
    if (!slugHe) {
      ctx.addIssue({ code: 'custom', path: ['slug_he'], message: 'slugMissing' });
      return z.NEVER;
    }
    const slugEn = input.slug_en || slugify(input.name_en) || null;
    return {
      id: input.id,
      nameHe: input.name_he,
      nameEn: input.name_en || null,
      slugHe,
      slugEn,
      /** Which slugs were made here (a taken one gets a -2 suffix; a typed one is refused). */
      generated: { he: !input.slug_he, en: !input.slug_en },
      descriptionHe: input.description_he || null,
      descriptionEn: input.description_en || null,
      featuresHe: input.features_he,
      featuresEn: input.features_en,
      priceHe: input.price_he || null,
      priceEn: input.price_en || null,
      images: input.images,
      isActive: input.is_active,
    };
  });

export type ProductInput = z.output<typeof productSchema>;

export const productIdSchema = z.object({ id: z.uuid('invalid') });

export const productActiveSchema = z.object({ id: z.uuid('invalid'), is_active: checkbox });

/** The products in their new order (ids of other rows, or unknown ones, are handled by the action). */
export const productOrderSchema = z.object({
  ids: z.array(z.string().trim().max(64, 'invalid')).max(1000, 'invalid'),
});
