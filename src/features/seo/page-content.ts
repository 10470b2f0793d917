/*
 * What the SEO score reads of a page: its served head and the content of its <main>. Its own
 * module (no parser, no server code): the SEO dialog scores in the browser while the admin types.
 */

/**
 * The head the page serves, as a search engine or a sharing preview reads it ("" = absent): the
 * settings row's values where the admin saved them, the page's own defaults elsewhere
 * (page-metadata.ts `headMetadata`). The score grades these where no row field overrides them.
 */
export type ServedHead = {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string;
  /** The page's JSON-LD scripts' text, joined ("" without any). */
  schema: string;
};

/** One block of <main>'s text, in reading order: a paragraph (<p>, <li>) or a subheading (h2–h6). */
export type ContentBlock = { kind: 'paragraph' | 'heading'; text: string };

export type PageContent = {
  /** The page answered 200 (a custom path may not exist). */
  found: boolean;
  head: ServedHead;
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
  /** The non-empty alt texts of <main>'s images. */
  imageAlts: string[];
  /** The texts of <main>'s h2 and h3 (the subheadings a keyphrase check reads). */
  subheadings: string[];
  /** <main>'s paragraphs and subheadings in order (readability). */
  blocks: ContentBlock[];
  /** Links in <main> to other pages of this site. */
  internalLinks: number;
  /** The distinct paths (decoded, no trailing slash) those links lead to: who this page links. */
  linkedPaths: string[];
  /** Links in <main> to other sites (http/https). */
  outboundLinks: number;
};

export const EMPTY_HEAD: ServedHead = {
  title: '',
  description: '',
  keywords: '',
  canonical: '',
  ogTitle: '',
  ogDescription: '',
  ogImage: '',
  twitterTitle: '',
  twitterDescription: '',
  twitterImage: '',
  schema: '',
};

export const EMPTY_CONTENT: PageContent = {
  found: false,
  head: EMPTY_HEAD,
  text: '',
  firstParagraph: '',
  leadText: '',
  h1Count: 0,
  imagesWithoutAlt: 0,
  imageAlts: [],
  subheadings: [],
  blocks: [],
  internalLinks: 0,
  linkedPaths: [],
  outboundLinks: 0,
};
