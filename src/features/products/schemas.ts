import { z } from 'zod';
import type { ProductReview, ProductSpecs } from '@/db/schema/product-content';
import * as offer from '@/features/catalogue/offer-schema';
import { checkbox, requiredText, slugText, text } from '@/lib/form-fields';
import { slugify } from '@/lib/slug';
import { SPEC_TEXT_KEYS } from './specs';

/**
 * The back office's product form and calls (spec back-office §3 products, §5 product creation):
 * the catalogue's offer fields (src/features/catalogue/offer-schema.ts) with a slug per language
 * and the page's two switches. Issue messages are keys of `backOffice.validation`.
 */
export const PRODUCT_LIMITS = offer.LIMITS;

/** The form fields that keep their line breaks (the admin action normalises the rest to one line). */
export const PRODUCT_MULTILINE = offer.MULTILINE;

/** The bounds of a product's reviews and spec sheet. */
export const PRODUCT_CONTENT_LIMITS = {
  reviews: 20,
  reviewName: 100,
  reviewCity: 100,
  reviewText: 1_000,
  spec: 200,
  perHour: 100_000,
} as const;

/** The form's review fields, one set per review: `reviews.<index>.<field>`. */
export const REVIEW_FIELDS = [
  'rating',
  'name_he',
  'name_en',
  'city_he',
  'city_en',
  'text_he',
  'text_en',
] as const;

/** The form's spec-sheet fields: `specs.<field>`. */
export const SPEC_FIELDS = [
  ...SPEC_TEXT_KEYS.flatMap((key) => [`${key}_he`, `${key}_en`] as const),
  'per_hour',
] as const;

const L = PRODUCT_CONTENT_LIMITS;

/** One review as the form sends it: a rating 1–5, a name and a text in Hebrew at least. */
const reviewSchema = z
  .object({
    rating: z.coerce.number('rating').int('rating').min(1, 'rating').max(5, 'rating'),
    name_he: requiredText(L.reviewName),
    name_en: text(L.reviewName),
    city_he: text(L.reviewCity),
    city_en: text(L.reviewCity),
    text_he: requiredText(L.reviewText),
    text_en: text(L.reviewText),
  })
  .transform((review): ProductReview => ({
    rating: review.rating,
    nameHe: review.name_he,
    ...(review.name_en && { nameEn: review.name_en }),
    ...(review.city_he && { cityHe: review.city_he }),
    ...(review.city_en && { cityEn: review.city_en }),
    textHe: review.text_he,
    ...(review.text_en && { textEn: review.text_en }),
  }));

/** "Pizzas per hour": empty, or a whole number above 0. */
const perHour = text(12)
  .refine((value) => value === '' || /^\d+$/.test(value), 'perHour')
  .transform((value) => (value === '' ? undefined : Number(value)))
  .refine((value) => value === undefined || (value >= 1 && value <= L.perHour), 'perHour');

/** The spec sheet as the form sends it; every field optional, the empty ones not stored. */
const specsSchema = z
  .object({
    ...(Object.fromEntries(
      SPEC_TEXT_KEYS.flatMap((key) => [
        [`${key}_he`, text(L.spec)],
        [`${key}_en`, text(L.spec)],
      ]),
    ) as Record<`${(typeof SPEC_TEXT_KEYS)[number]}_${'he' | 'en'}`, ReturnType<typeof text>>),
    per_hour: perHour,
  })
  .transform((input): ProductSpecs => {
    const specs: ProductSpecs = {};
    for (const key of SPEC_TEXT_KEYS) {
      const he = input[`${key}_he`];
      const en = input[`${key}_en`];
      if (he) specs[`${key}He`] = he;
      if (en) specs[`${key}En`] = en;
    }
    if (input.per_hour !== undefined) specs.perHour = input.per_hour;
    return specs;
  });

/**
 * The form's `reviews.<index>.<field>` and `specs.<field>` inputs (flat names, so that a refused
 * one's error lands on the input of that name, and the action's text clean-up reaches them) as a
 * list of reviews, in index order, and a spec-sheet object.
 */
function nestContent(input: unknown): unknown {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return input;
  const record = input as Record<string, unknown>;
  const reviews = new Map<number, Record<string, unknown>>();
  const specs: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const review = /^reviews\.(\d{1,3})\.(\w+)$/.exec(key);
    if (review) {
      const index = Number(review[1]);
      reviews.set(index, { ...reviews.get(index), [review[2]!]: value });
    }
    const spec = /^specs\.(\w+)$/.exec(key);
    if (spec) specs[spec[1]!] = value;
  }
  return {
    ...record,
    reviews: [...reviews.entries()].sort(([a], [b]) => a - b).map(([, review]) => review),
    specs,
  };
}

export const productSchema = z
  .preprocess(
    nestContent,
    offer.object(
      {
        slug_he: slugText(PRODUCT_LIMITS.slug),
        slug_en: slugText(PRODUCT_LIMITS.slug),
        /** Show the reviews' average on the page (and in its structured data). */
        show_rating: checkbox,
        /** Not on sale yet: "Coming soon" instead of the price, no Offer for search engines. */
        coming_soon: checkbox,
        /** The spec sheet (products.specs). */
        specs: specsSchema,
        /** This product's customer reviews, in display order (products.reviews). */
        reviews: z.array(reviewSchema).max(L.reviews, 'tooManyReviews'),
      },
      // The form's order: Hebrew, English, pictures, switches, spec sheet, reviews.
      [
        ...['id', 'name_he', 'slug_he', 'description_he', 'features_he', 'price_he'],
        ...['name_en', 'slug_en', 'description_en', 'features_en', 'price_en'],
        ...['images', 'is_active', 'show_rating', 'coming_soon', 'specs', 'reviews'],
      ] as const,
    ),
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
      reviews: input.reviews,
      specs: input.specs,
    };
  });

export type ProductInput = z.output<typeof productSchema>;
