import { InputField } from '@/components/ui/input-field';

/** Each slug of an offer form: the offer's value it shows, and how it is typed. */
const SLUGS = {
  /** The Hebrew page's address: the form's own direction. */
  slug_he: { column: 'slugHe', input: {} },
  /** The English page's address, left to right. */
  slug_en: { column: 'slugEn', input: { lang: 'en', dir: 'ltr' } },
  /** One address for both languages (rentals): either direction. */
  slug: { column: 'slug', input: { dir: 'auto' } },
} as const;

export type SlugName = keyof typeof SLUGS;

/** The field's label and the hint under it. */
export type SlugText = { label: string; hint: string };

/**
 * An offer form's page-address field (products: slug_he and slug_en; rentals: slug) with the
 * offer's slug and the save's refusal of it, never filled in by the browser; left empty, the
 * save makes one from the name.
 */
export function SlugField({
  name,
  text,
  errors,
  offer,
}: {
  name: SlugName;
  text: SlugText;
  /** The form's refused fields (by name). */
  errors: Record<string, string>;
  /** The offer edited (null adds one). */
  offer: Partial<Record<(typeof SLUGS)[SlugName]['column'], string>> | null;
}) {
  const { column, input } = SLUGS[name];
  return (
    <InputField
      label={text.label}
      description={text.hint}
      error={errors[name]}
      name={name}
      {...input}
      defaultValue={offer?.[column]}
      autoComplete="off"
    />
  );
}
