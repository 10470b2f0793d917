import { effectiveFields } from './effective-fields';
import type { PageContent } from './page-content';
import {
  containsKeyword,
  keywordDensity,
  keywordWordCount,
  normalizeForMatch,
  sameKeyword,
  startsWithKeyword,
} from './keyword';
import { SEO_LENGTHS } from './schemas';

/*
 * The SEO score of one page (spec back-office §5 "SEO score", §9): start at 100, take off the
 * points of every row of the spec's deduction table that applies, never below 0. The table
 * grades what the page serves (issue 36): its served head (`content.head`, read from its HTML)
 * with the settings row's filled-in fields on top (effective-fields.ts). Beside it, not
 * counted in the score, suggestions with their own weight: what the usual SEO tools check and
 * the spec lacks. Pure, no server imports: the SEO dialog re-scores while the admin types.
 *
 * Lengths are counted on the trimmed text in UTF-16 units, like a text field's length counter.
 */

export type { PageContent } from './page-content';

/** The seo_settings texts the score reads; blank (or null, undefined) is missing. */
export type SeoScoreFields = {
  metaTitle?: string | null;
  metaDescription?: string | null;
  metaKeywords?: string | null;
  focusKeyword?: string | null;
  ogTitle?: string | null;
  ogDescription?: string | null;
  ogImage?: string | null;
  canonicalUrl?: string | null;
  schemaMarkup?: string | null;
  twitterTitle?: string | null;
  twitterDescription?: string | null;
  twitterImage?: string | null;
};

export type SeoScoreContext = {
  /** The page's public path ("/products/מכונת-פיצה", "/en/about"), encoded or not. */
  path: string;
  /** The focus keywords of the other pages' settings. */
  otherFocusKeywords: readonly (string | null | undefined)[];
  /**
   * The other listed pages' effective titles and descriptions (duplicate checks) and how many
   * listed pages link to this one from their <main>; left out where unknown (no check then).
   */
  otherTitles?: readonly string[];
  otherDescriptions?: readonly string[];
  inboundLinks?: number;
};

/** The spec's deduction table, row by row, with its points (§5 "SEO score"). */
export const DEDUCTION_POINTS = {
  titleMissing: 25,
  titleLength: 15,
  descriptionMissing: 25,
  descriptionLength: 10,
  keywordMissing: 10,
  keywordNotInTitle: 5,
  keywordNotInDescription: 5,
  keywordNotInContent: 5,
  densityHigh: 5,
  ogTitleMissing: 3,
  ogDescriptionMissing: 3,
  ogImageMissing: 3,
  canonicalMissing: 3,
  schemaMissing: 3,
  twitterTitleMissing: 1,
  twitterDescriptionMissing: 1,
  twitterImageMissing: 1,
  metaKeywordsMissing: 1,
} as const;

export type DeductionKey = keyof typeof DEDUCTION_POINTS;
export const DEDUCTION_KEYS = Object.keys(DEDUCTION_POINTS) as DeductionKey[];

/**
 * The suggestions beside the score and their weight (1 minor – 5 important), after Yoast SEO's
 * and Rank Math's checks. They never change the score: the spec's table is the score.
 */
export const SUGGESTION_WEIGHTS = {
  // In the order `scoreSeo` lists them.
  contentLength: 4,
  keywordLength: 2,
  keywordInSlug: 3,
  keywordAtTitleStart: 2,
  keywordInFirstParagraph: 3,
  keywordInSubheading: 2,
  keywordInImageAlt: 2,
  singleH1: 4,
  densityLow: 2,
  imagesAlt: 3,
  internalLink: 2,
  outboundLink: 1,
  inboundLinks: 4,
  slugLength: 1,
  keywordUnique: 5,
  titleUnique: 4,
  descriptionUnique: 3,
} as const;

/**
 * The suggestions' limits: at least 300 words in <main> (Yoast's minimum for a post), a
 * keyphrase of 1–4 words (Yoast), a slug of at most 75 characters as sent, percent-encoded (Rank
 * Math's URL length; a Hebrew letter takes 6).
 */
export const SUGGESTION_LIMITS = { minWords: 300, maxKeywordWords: 4, maxSlugLength: 75 } as const;

export type SuggestionKey = keyof typeof SUGGESTION_WEIGHTS;
export const SUGGESTION_KEYS = Object.keys(SUGGESTION_WEIGHTS) as SuggestionKey[];

/** Keyword density limits in percent: above `max` costs points, below `min` is a suggestion. */
export const KEYWORD_DENSITY = { min: 0.5, max: 3 } as const;

/** Score thresholds of the badge colours (§5, §9). */
export const SCORE_BANDS = { good: 80, fair: 60 } as const;

export type ScoreBand = 'good' | 'fair' | 'poor';

export type SeoDeduction = { key: DeductionKey; points: number };
export type SeoSuggestion = { key: SuggestionKey; weight: number; passed: boolean };
export type SeoScore = {
  /** 0–100. */
  score: number;
  /** The rows of the table that cost points, in the table's order. */
  deductions: SeoDeduction[];
  /** The suggestions that apply to this page (see `scoreSeo`), met or not. */
  suggestions: SeoSuggestion[];
  /** What was graded: the row's fields over the served head. */
  fields: SeoScoreFields;
};

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

const outside = (value: string, { min, max }: { min: number; max: number }) => {
  const length = value.trim().length;
  return length < min || length > max;
};

/** The words of a text, split on whitespace. */
export const wordsOf = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** The page's slug: the last segment of its path, decoded ("" for "/" and "/en"). */
function slugOf(path: string): string {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const home = segments.length === 1 && segments[0] === 'en';
  const slug = home ? '' : (segments.at(-1) ?? '');
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/**
 * Scores a page's SEO settings over its served head against its content. `row` is the settings
 * row (or what the dialog holds); each blank field is taken from `content.head`.
 *
 * Deductions (the spec's table): a missing title costs 25, else one outside 30–60 characters
 * 15; a missing description 25, else one outside 120–160 characters 10; a missing focus
 * keyword 10, else the keyword absent from the title (when there is one), the description
 * (when there is one), the page's text 5 each and a keyword density above 3 % 5; each missing Open Graph title, description, image 3; a
 * missing canonical URL 3; missing schema markup 3; each missing Twitter title, description,
 * image 1; missing meta keywords 1.
 *
 * Suggestions, listed only where they apply: with a focus keyword, a keyphrase of 1–4 words,
 * the keyword in the page's slug (not for the home pages), at the start of the title (when there
 * is one), not already the focus keyword of another page; with the page's content
 * (`content.found`), at least 300 words, exactly one h1, images with alt, a link to another page
 * of the site and one to another site, and with a keyword too the keyword in the first
 * paragraph, in an h2/h3, in an image's alt and a density of at least 0.5 %; a slug of at most
 * 75 encoded characters; with the other pages known, a title and description no other page
 * has and at least one other page linking here (not for the home pages).
 */
export function scoreSeo(
  row: SeoScoreFields,
  content: PageContent,
  context: SeoScoreContext,
): SeoScore {
  const fields = effectiveFields(row, content.head);
  const deductions: SeoDeduction[] = [];
  const deduct = (key: DeductionKey, when: boolean) => {
    if (when) deductions.push({ key, points: DEDUCTION_POINTS[key] });
  };

  const { metaTitle, metaDescription, focusKeyword } = fields;
  deduct('titleMissing', !present(metaTitle));
  deduct('titleLength', present(metaTitle) && outside(metaTitle, SEO_LENGTHS.title));
  deduct('descriptionMissing', !present(metaDescription));
  deduct(
    'descriptionLength',
    present(metaDescription) && outside(metaDescription, SEO_LENGTHS.description),
  );

  const keyword = present(focusKeyword) && normalizeForMatch(focusKeyword) !== '';
  const density = keyword ? keywordDensity(content.text, focusKeyword) : 0;
  deduct('keywordMissing', !keyword);
  if (keyword) {
    // A missing title or description already costs its row; the keyword rows judge texts.
    deduct('keywordNotInTitle', present(metaTitle) && !containsKeyword(metaTitle, focusKeyword));
    deduct(
      'keywordNotInDescription',
      present(metaDescription) && !containsKeyword(metaDescription, focusKeyword),
    );
    deduct('keywordNotInContent', !containsKeyword(content.text, focusKeyword));
    deduct('densityHigh', density > KEYWORD_DENSITY.max);
  }

  deduct('ogTitleMissing', !present(fields.ogTitle));
  deduct('ogDescriptionMissing', !present(fields.ogDescription));
  deduct('ogImageMissing', !present(fields.ogImage));
  deduct('canonicalMissing', !present(fields.canonicalUrl));
  deduct('schemaMissing', !present(fields.schemaMarkup));
  deduct('twitterTitleMissing', !present(fields.twitterTitle));
  deduct('twitterDescriptionMissing', !present(fields.twitterDescription));
  deduct('twitterImageMissing', !present(fields.twitterImage));
  deduct('metaKeywordsMissing', !present(fields.metaKeywords));

  const suggestions: SeoSuggestion[] = [];
  const suggest = (key: SuggestionKey, passed: boolean) => {
    suggestions.push({ key, weight: SUGGESTION_WEIGHTS[key], passed });
  };
  const slug = slugOf(context.path);
  if (content.found) {
    suggest('contentLength', wordsOf(content.text).length >= SUGGESTION_LIMITS.minWords);
  }
  if (keyword) {
    const words = keywordWordCount(focusKeyword);
    suggest('keywordLength', words >= 1 && words <= SUGGESTION_LIMITS.maxKeywordWords);
  }
  if (keyword && slug !== '') suggest('keywordInSlug', containsKeyword(slug, focusKeyword));
  if (keyword && present(metaTitle)) {
    suggest('keywordAtTitleStart', startsWithKeyword(metaTitle, focusKeyword));
  }
  if (keyword && content.found) {
    suggest('keywordInFirstParagraph', containsKeyword(content.firstParagraph, focusKeyword));
    suggest(
      'keywordInSubheading',
      content.subheadings.some((heading) => containsKeyword(heading, focusKeyword)),
    );
    suggest(
      'keywordInImageAlt',
      content.imageAlts.some((alt) => containsKeyword(alt, focusKeyword)),
    );
  }
  if (content.found) suggest('singleH1', content.h1Count === 1);
  if (keyword && content.found && content.text.trim() !== '') {
    suggest('densityLow', density >= KEYWORD_DENSITY.min);
  }
  if (content.found) {
    suggest('imagesAlt', content.imagesWithoutAlt === 0);
    suggest('internalLink', content.internalLinks > 0);
    suggest('outboundLink', content.outboundLinks > 0);
  }
  if (context.inboundLinks !== undefined && slug !== '') {
    suggest('inboundLinks', context.inboundLinks > 0);
  }
  if (slug !== '') {
    suggest('slugLength', encodeURIComponent(slug).length <= SUGGESTION_LIMITS.maxSlugLength);
  }
  if (keyword) {
    suggest(
      'keywordUnique',
      !context.otherFocusKeywords.some((other) => sameKeyword(other, focusKeyword)),
    );
  }
  if (context.otherTitles && present(metaTitle)) {
    suggest('titleUnique', !context.otherTitles.some((other) => sameKeyword(other, metaTitle)));
  }
  if (context.otherDescriptions && present(metaDescription)) {
    suggest(
      'descriptionUnique',
      !context.otherDescriptions.some((other) => sameKeyword(other, metaDescription)),
    );
  }

  const lost = deductions.reduce((sum, { points }) => sum + points, 0);
  return { score: Math.max(0, 100 - lost), deductions, suggestions, fields };
}

/** The badge colour of a score: good (≥ 80, green), fair (60–79, yellow), poor (< 60, red). */
export function scoreBand(score: number): ScoreBand {
  if (score >= SCORE_BANDS.good) return 'good';
  return score >= SCORE_BANDS.fair ? 'fair' : 'poor';
}

/** Whether a page "has issues" in the dashboard's count: a score under 80. */
export const hasIssues = (score: number): boolean => score < SCORE_BANDS.good;
