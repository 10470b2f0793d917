import type { DraftValues } from '@/lib/admin/draft-storage';
import type { SeoFormValues } from '../../admin-queries';

/**
 * A restored local copy of the form (issue 32) as its starting values: every field is named as
 * its value, all texts; what the copy lacks keeps the saved value, and so do the row's id and a
 * site page's path (fixed in the form).
 */
export function seoValuesFromDraft(
  draft: DraftValues,
  saved: SeoFormValues,
  pathFixed: boolean,
): SeoFormValues {
  const values = { ...saved };
  for (const key of Object.keys(saved) as (keyof SeoFormValues)[]) {
    const value = draft[key];
    if (typeof value === 'string' && key !== 'id' && !(pathFixed && key === 'pagePath'))
      values[key] = value;
  }
  return values;
}
