import { z } from 'zod';
import * as offer from '@/features/catalogue/offer-schema';
import { checkbox, slugText } from '@/lib/form-fields';
import { slugify } from '@/lib/slug';

/**
 * The back office's product form and calls (spec back-office §3 products, §5 product creation):
 * the catalogue's offer fields (src/features/catalogue/offer-schema.ts) with a slug per language
 * and the page's two switches. Issue messages are keys of `backOffice.validation`.
 */
export const PRODUCT_LIMITS = offer.LIMITS;

/** The form fields that keep their line breaks (the admin action normalises the rest to one line). */
export const PRODUCT_MULTILINE = offer.MULTILINE;

export const productSchema = offer
  .object(
    {
      slug_he: slugText(PRODUCT_LIMITS.slug),
      slug_en: slugText(PRODUCT_LIMITS.slug),
      /** Show the reviews' average on the page (and in its structured data). */
      show_rating: checkbox,
      /** Not on sale yet: "Coming soon" instead of the price, no Offer for search engines. */
      coming_soon: checkbox,
    },
    // The form's order: Hebrew, English, pictures, switches.
    [
      ...['id', 'name_he', 'slug_he', 'description_he', 'features_he', 'price_he'],
      ...['name_en', 'slug_en', 'description_en', 'features_en', 'price_en'],
      ...['images', 'is_active', 'show_rating', 'coming_soon'],
    ] as const,
  )
  .transform((input, ctx) => {
    // An empty slug is made from the name (the English one only when there is an English name).
    const slugHe = offer.slugOrIssue(ctx, 'slug_he', input.slug_he, [input.name_he]);
    if (!slugHe) return z.NEVER;
    return {
      ...offer.values(input),
      slugHe,
      slugEn: input.slug_en || slugify(input.name_en) || null,
      /** Which slugs were made here (a taken one gets a -2 suffix; a typed one is refused). */
      generated: { he: !input.slug_he, en: !input.slug_en },
      descriptionHe: input.description_he || null,
      showRating: input.show_rating,
      comingSoon: input.coming_soon,
    };
  });

export type ProductInput = z.output<typeof productSchema>;
