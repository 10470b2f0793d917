import type { DraftValues } from '@/lib/admin/draft-storage';
import type { OfferValues } from './offer-form';

/**
 * What an offer form's shared fields start with (issue 32): a saved offer's values (or a new
 * one's), or a restored local copy's. Features are the text of their field, one per line.
 */
export type OfferFormValues = {
  nameHe: string;
  nameEn: string;
  priceHe: string;
  priceEn: string;
  descriptionHe: string;
  descriptionEn: string;
  featuresHe: string;
  featuresEn: string;
  images: string[];
  isActive: boolean;
};

/** The form's field of each text value. */
const TEXTS = {
  nameHe: 'name_he',
  nameEn: 'name_en',
  priceHe: 'price_he',
  priceEn: 'price_en',
  descriptionHe: 'description_he',
  descriptionEn: 'description_en',
  featuresHe: 'features_he',
  featuresEn: 'features_en',
} as const;

/** A saved offer's values; without one, a new offer's (shown on the site). */
export function offerFormValues(offer: OfferValues): OfferFormValues {
  return {
    nameHe: offer?.nameHe ?? '',
    nameEn: offer?.nameEn ?? '',
    priceHe: offer?.priceHe ?? '',
    priceEn: offer?.priceEn ?? '',
    descriptionHe: offer?.descriptionHe ?? '',
    descriptionEn: offer?.descriptionEn ?? '',
    featuresHe: offer?.featuresHe.join('\n') ?? '',
    featuresEn: offer?.featuresEn.join('\n') ?? '',
    images: offer?.images ?? [],
    isActive: offer?.isActive ?? true,
  };
}

/** A text field of a local copy; undefined when the copy has none under that name. */
export function draftText(draft: DraftValues | null, name: string): string | undefined {
  const value = draft?.[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A checkbox of a local copy: checked when the copy holds its value (an unchecked box sends
 * nothing); undefined without a copy.
 */
export function draftChecked(draft: DraftValues | null, name: string): boolean | undefined {
  return draft ? typeof draft[name] === 'string' : undefined;
}

/** A local copy of the form (as readForm keeps it) as the shared fields' starting values. */
export function offerValuesFromDraft(
  draft: DraftValues,
  fallback: OfferFormValues,
): OfferFormValues {
  const values = { ...fallback };
  for (const [key, field] of Object.entries(TEXTS) as [keyof typeof TEXTS, string][])
    values[key] = draftText(draft, field) ?? fallback[key];
  // No `images[]` input sent: no pictures.
  values.images = Array.isArray(draft.images) ? draft.images : [];
  values.isActive = draftChecked(draft, 'is_active') ?? fallback.isActive;
  return values;
}
