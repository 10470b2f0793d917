/**
 * A page address made from a name (spec back-office §5, the blog's rule, used for every slug):
 * trimmed, spaces to hyphens, characters that are neither Hebrew letters nor word characters
 * dropped, lowercased. Repeated and edge hyphens are tidied so "  Pizza -- Haifa! " gives
 * "pizza-haifa". An empty result means the name had nothing usable (the form then asks for one).
 */
export function slugify(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\u05D0-\u05EA\w-]/g, '')
    .toLowerCase()
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether a typed slug is already in the form `slugify` makes (so it can be used as given). */
export const isSlug = (value: string) => value !== '' && slugify(value) === value;

/**
 * `base`, or `base-2`, `base-3`… : the first that `isTaken` says is free. The database's unique
 * constraint stays the last word when two admins race for the same slug.
 */
export async function uniqueSlug(
  base: string,
  isTaken: (slug: string) => Promise<boolean>,
): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
