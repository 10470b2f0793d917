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

export const productSchema = z
  .object({
    id: optionalId,
    name_he: requiredText(PRODUCT_LIMITS.name),
    slug_he: slugText(PRODUCT_LIMITS.slug),
    description_he: text(PRODUCT_LIMITS.description),
    features_he: lines(PRODUCT_LIMITS.features),
    price_he: text(PRODUCT_LIMITS.price),
    name_en: text(PRODUCT_LIMITS.name),
    slug_en: slugText(PRODUCT_LIMITS.slug),
    description_en: text(PRODUCT_LIMITS.description),
    features_en: lines(PRODUCT_LIMITS.features),
    price_en: text(PRODUCT_LIMITS.price),
    images: imageList(PRODUCT_LIMITS),
    is_active: checkbox,
    /** Show the reviews' average on the page (and in its structured data). */
    show_rating: checkbox,
    /** Not on sale yet: "Coming soon" instead of the price, no Offer for search engines. */
    coming_soon: checkbox,
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
      showRating: input.show_rating,
      comingSoon: input.coming_soon,
    };
  });

export type ProductInput = z.output<typeof productSchema>;

export const productIdSchema = z.object({ id: z.uuid('invalid') });

export const productActiveSchema = z.object({ id: z.uuid('invalid'), is_active: checkbox });

/** The products in their new order (ids of other rows, or unknown ones, are handled by the action). */
export const productOrderSchema = z.object({
  ids: z.array(z.string().trim().max(64, 'invalid')).max(1000, 'invalid'),
});
