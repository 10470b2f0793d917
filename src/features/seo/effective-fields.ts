import { filled } from '@/lib/text';
import type { ServedHead } from './page-content';
import type { SeoScoreFields } from './score';

/*
 * What the score grades (issue 36): the head the page really serves, with the settings row's
 * (or the dialog's typed) fields on top. A page without a row still serves its own title,
 * description, canonical, Open Graph, Twitter texts and JSON-LD (page-metadata.ts
 * `headMetadata`), so grading only the row scored such a page 21 although it is fine.
 *
 * The served head is read from the page's HTML (analyze-html.ts), the one source of truth for
 * what a search engine gets — no second builder of defaults here. A row field that is filled in
 * overrides the served value (it is what the page will serve once saved); a blank field falls
 * back to it. The focus keyword exists only in the row: pages never serve it.
 */

/** The row's fields with every blank one taken from the served head. */
export function effectiveFields(row: SeoScoreFields, served: ServedHead): SeoScoreFields {
  return {
    metaTitle: filled(row.metaTitle) ?? served.title,
    metaDescription: filled(row.metaDescription) ?? served.description,
    metaKeywords: filled(row.metaKeywords) ?? served.keywords,
    focusKeyword: row.focusKeyword ?? '',
    ogTitle: filled(row.ogTitle) ?? served.ogTitle,
    ogDescription: filled(row.ogDescription) ?? served.ogDescription,
    ogImage: filled(row.ogImage) ?? served.ogImage,
    canonicalUrl: filled(row.canonicalUrl) ?? served.canonical,
    schemaMarkup: filled(row.schemaMarkup) ?? served.schema,
    twitterTitle: filled(row.twitterTitle) ?? served.twitterTitle,
    twitterDescription: filled(row.twitterDescription) ?? served.twitterDescription,
    twitterImage: filled(row.twitterImage) ?? served.twitterImage,
  };
}
