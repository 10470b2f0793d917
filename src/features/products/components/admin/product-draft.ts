import type { ProductReview, ProductSpecs } from '@/db/schema/product-content';
import type { DraftValues } from '@/lib/admin/draft-storage';
import { REVIEW_FIELDS } from '../../schemas';
import { SPEC_TEXT_KEYS } from '../../specs';

/*
 * A restored local copy of the product form (issue 32) as the starting values of the product's
 * own fields: the spec sheet (`specs.<field>`) and the reviews (`reviews.<index>.<field>`). The
 * shared offer fields are the catalogue's (offer-draft.ts).
 */

/** The spec sheet as its fields start: the hourly output as typed (a copy may hold any text). */
export type SpecsFormValues = Omit<ProductSpecs, 'perHour'> & { perHour?: number | string };

/** The spec sheet of a copy; a field the copy lacks keeps the saved sheet's value. */
export function specsFromDraft(draft: DraftValues, saved: ProductSpecs): SpecsFormValues {
  const specs: SpecsFormValues = { ...saved };
  const text = (field: string) => {
    const value = draft[`specs.${field}`];
    return typeof value === 'string' ? value : undefined;
  };
  for (const key of SPEC_TEXT_KEYS) {
    specs[`${key}He`] = text(`${key}_he`) ?? saved[`${key}He`];
    specs[`${key}En`] = text(`${key}_en`) ?? saved[`${key}En`];
  }
  specs.perHour = text('per_hour') ?? saved.perHour;
  return specs;
}

/** The review fields of the form and the review's matching keys. */
const REVIEW_KEYS = {
  name_he: 'nameHe',
  name_en: 'nameEn',
  city_he: 'cityHe',
  city_en: 'cityEn',
  text_he: 'textHe',
  text_en: 'textEn',
} as const satisfies Record<Exclude<(typeof REVIEW_FIELDS)[number], 'rating'>, string>;

/**
 * The reviews of a copy, in the order of their rows (rows added, removed and moved included);
 * a copy without review fields has none (every review row sends its rating).
 */
export function reviewsFromDraft(draft: DraftValues): ProductReview[] {
  const rows = new Map<number, Record<string, string>>();
  for (const [name, value] of Object.entries(draft)) {
    const match = /^reviews\.(\d{1,3})\.(\w+)$/.exec(name);
    if (!match || typeof value !== 'string') continue;
    const index = Number(match[1]);
    rows.set(index, { ...rows.get(index), [match[2]!]: value });
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => {
      const rating = Number(row.rating);
      const review: ProductReview = {
        rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : 5,
        nameHe: row.name_he ?? '',
        textHe: row.text_he ?? '',
      };
      for (const [field, key] of Object.entries(REVIEW_KEYS)) {
        const value = row[field];
        if (value) review[key] = value;
      }
      return review;
    });
}
