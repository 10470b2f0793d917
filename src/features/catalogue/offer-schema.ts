import { z } from 'zod';
import { versionFields } from '@/lib/admin/version-fields';
import { checkbox, imageList, lines, optionalId, requiredText, text } from '@/lib/form-fields';
import { slugify } from '@/lib/slug';

/*
 * What the offer forms (products for sale, rental machines: spec back-office §3, §5) share: one
 * definition of valid input for the browser and the server actions, issue messages being keys
 * of `backOffice.validation`. The features add their own fields (slugs, display order, switches).
 * Read as a namespace (`* as offer`), then `offer.object(…)`, `offer.values(…)`.
 */

/** The bounds of an offer's fields: the spec leaves them open; these fit any real offer. */
export const LIMITS = {
  name: 200,
  slug: 200,
  description: 10_000,
  features: 5_000,
  price: 200,
  images: 20,
  imageUrl: 500,
} as const;

/** The form fields that keep their line breaks (the admin action normalises the rest to one line). */
export const MULTILINE = [
  'description_he',
  'description_en',
  'features_he',
  'features_en',
] as const;

/** The fields every offer form sends (a feature that requires description_he says so in its own). */
const offerFields = {
  id: optionalId,
  name_he: requiredText(LIMITS.name),
  name_en: text(LIMITS.name),
  description_he: text(LIMITS.description),
  description_en: text(LIMITS.description),
  features_he: lines(LIMITS.features),
  features_en: lines(LIMITS.features),
  price_he: text(LIMITS.price),
  price_en: text(LIMITS.price),
  images: imageList(LIMITS),
  is_active: checkbox,
};

type OfferFields = typeof offerFields;

/**
 * An offer form's object schema: the shared fields with the feature's `own` (which may replace
 * one), in `order`, the form's order: the first refused field is the one the form shows first.
 */
export function object<S extends z.ZodRawShape>(
  own: S,
  order: readonly (keyof OfferFields | keyof S)[],
) {
  const all: Omit<OfferFields, keyof S> & S = { ...offerFields, ...own };
  const fields = all as Record<string, z.ZodType>;
  return z.object({
    ...(Object.fromEntries(order.map((key) => [key, fields[key as string]])) as typeof all),
    // The edit's version (src/lib/admin/version.ts): hidden, so never a refused field to show.
    ...versionFields,
  });
}

/** The shared fields as the actions store them: empty texts are none, features are lists. */
export const values = (input: {
  id?: string;
  name_he: string;
  name_en: string;
  description_en: string;
  features_he: string[];
  features_en: string[];
  price_he: string;
  price_en: string;
  images: string[];
  is_active: boolean;
  version?: string;
  overwrite: boolean;
}) => ({
  id: input.id,
  version: input.version,
  overwrite: input.overwrite,
  nameHe: input.name_he,
  nameEn: input.name_en || null,
  descriptionEn: input.description_en || null,
  featuresHe: input.features_he,
  featuresEn: input.features_en,
  priceHe: input.price_he || null,
  priceEn: input.price_en || null,
  images: input.images,
  isActive: input.is_active,
});

/**
 * A row's slug as the form gives it: the one typed, else one made from the first of `names` that
 * makes one. With none, a "slugMissing" issue on `field` (call inside the schema's transform and
 * return z.NEVER on undefined).
 */
export function slugOrIssue(
  ctx: z.RefinementCtx,
  field: string,
  typed: string,
  names: string[],
): string | undefined {
  const slug = typed || names.map(slugify).find(Boolean);
  if (!slug) ctx.addIssue({ code: 'custom', path: [field], message: 'slugMissing' });
  return slug;
}

/** A list row's id (delete). */
export const idSchema = z.object({ id: z.uuid('invalid') });

/** A list row's "shown on the site" switch. */
export const activeSchema = z.object({ id: z.uuid('invalid'), is_active: checkbox });

/** A sorted list's new order (ids of other rows, or unknown ones, are handled by the action). */
export const orderSchema = z.object({
  ids: z.array(z.string().trim().max(64, 'invalid')).max(1000, 'invalid'),
});
