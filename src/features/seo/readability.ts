import type { ContentBlock } from './page-content';
import { wordsOf } from './score';

/*
 * A page's readability hint (issue 36), measured on the paragraphs and subheadings of its <main>
 * (analyze-html.ts `blocks`), the same for Hebrew and English. Pure: the SEO dialog shows it.
 *
 * The rules, after Yoast SEO:
 * - Sentence length: a sentence of more than 20 words is long; warn when more than 25 % of the
 *   sentences are long.
 * - Paragraph length: warn for each paragraph of more than 150 words.
 * - Subheading spread: warn when a stretch of text of more than 300 words (before the first
 *   subheading, or between two) has no subheading (h2–h6).
 * Sentences end at ".", "!", "?" and the Hebrew sof pasuq "׃" (U+05C3), with the end of each
 * paragraph; words are split on whitespace. A hint, never part of the score.
 */

export const READABILITY_RULES = {
  /** Words above which a sentence is long. */
  longSentenceWords: 20,
  /** The share of long sentences (percent) above which the text is hard to read. */
  maxLongSentenceShare: 25,
  /** Words above which a paragraph is long. */
  longParagraphWords: 150,
  /** Words of text above which a stretch needs a subheading. */
  maxWordsWithoutSubheading: 300,
} as const;

export type Readability = {
  /** Words in the measured paragraphs. */
  words: number;
  sentences: {
    total: number;
    long: number;
    /** 0–100, rounded. */ longShare: number;
    passed: boolean;
  };
  paragraphs: { total: number; long: number; passed: boolean };
  subheadings: {
    count: number;
    /** The longest stretch of words without a subheading. */ longestStretch: number;
    passed: boolean;
  };
};

const countWords = (text: string): number => wordsOf(text).length;

/** The sentences of a text: split after . ! ? ׃ (runs of them, e.g. "?!" or "..."). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?\u05C3])\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => countWords(sentence) > 0 && /[\p{L}\p{N}]/u.test(sentence));
}

/** Measures the blocks of a page's <main> against `READABILITY_RULES`. */
export function measureReadability(blocks: readonly ContentBlock[]): Readability {
  const rules = READABILITY_RULES;
  const paragraphs = blocks.filter((block) => block.kind === 'paragraph');
  const sentenceWords = paragraphs.flatMap((block) => splitSentences(block.text).map(countWords));
  const longSentences = sentenceWords.filter((words) => words > rules.longSentenceWords).length;
  const longShare = sentenceWords.length
    ? Math.round((longSentences * 100) / sentenceWords.length)
    : 0;

  const paragraphWords = paragraphs.map((block) => countWords(block.text));
  const longParagraphs = paragraphWords.filter((words) => words > rules.longParagraphWords).length;

  let stretch = 0;
  let longestStretch = 0;
  let count = 0;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      count += 1;
      stretch = 0;
    } else {
      stretch += countWords(block.text);
      longestStretch = Math.max(longestStretch, stretch);
    }
  }

  return {
    words: paragraphWords.reduce((sum, words) => sum + words, 0),
    sentences: {
      total: sentenceWords.length,
      long: longSentences,
      longShare,
      // Compared unrounded: 26 of 100 long is over 25 %, 25 of 100 is not.
      passed: longSentences * 100 <= rules.maxLongSentenceShare * sentenceWords.length,
    },
    paragraphs: {
      total: paragraphs.length,
      long: longParagraphs,
      passed: longParagraphs === 0,
    },
    subheadings: {
      count,
      longestStretch,
      passed: longestStretch <= rules.maxWordsWithoutSubheading,
    },
  };
}
