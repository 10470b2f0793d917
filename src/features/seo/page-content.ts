/*
 * What the SEO score reads of a page's content. Its own module (no parser, no server code): the
 * SEO dialog scores in the browser while the admin types.
 */

export type PageContent = {
  /** The page answered 200 (a custom path may not exist). */
  found: boolean;
  /** The visible text of the page's <main>, whitespace collapsed. */
  text: string;
  /** The text of the first paragraph of <main> (the first after its h1 when it has one). */
  firstParagraph: string;
  /**
   * The first paragraph and the ones beside it (same parent element), joined until there is
   * enough for a generated description.
   */
  leadText: string;
  h1Count: number;
  imagesWithoutAlt: number;
  /** Links in <main> to other pages of this site. */
  internalLinks: number;
};

export const EMPTY_CONTENT: PageContent = {
  found: false,
  text: '',
  firstParagraph: '',
  leadText: '',
  h1Count: 0,
  imagesWithoutAlt: 0,
  internalLinks: 0,
};
