import { describe, expect, it } from 'vitest';
import type { ContentBlock } from './page-content';
import { measureReadability, READABILITY_RULES, splitSentences } from './readability';

const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(' ');
/** A sentence of exactly `count` words, ended by `end`. */
const sentence = (count: number, word: string, end = '.') => `${words(count, word)}${end}`;
const paragraph = (text: string): ContentBlock => ({ kind: 'paragraph', text });
const heading = (text: string): ContentBlock => ({ kind: 'heading', text });

describe('splitSentences', () => {
  it('ends Hebrew sentences at . ! ? and the sof pasuq, English likewise', () => {
    expect(splitSentences('מכונת פיצה אופה. מה נשמע?! טוב׃ ועוד משפט')).toEqual([
      'מכונת פיצה אופה.',
      'מה נשמע?!',
      'טוב׃',
      'ועוד משפט',
    ]);
    expect(splitSentences('Version 1.2 is out... Really? Yes!')).toEqual([
      'Version 1.2 is out...',
      'Really?',
      'Yes!',
    ]);
  });
});

describe('measureReadability', () => {
  it('states the rules it measures', () => {
    expect(READABILITY_RULES).toEqual({
      longSentenceWords: 20,
      maxLongSentenceShare: 25,
      longParagraphWords: 150,
      maxWordsWithoutSubheading: 300,
    });
  });

  it('Hebrew: 1 of 4 sentences over 20 words is 25 % — fine; 2 of 4 is 50 % — a warning', () => {
    const short = sentence(8, 'מילה');
    const fine = measureReadability([
      paragraph(`${sentence(21, 'פיצה')} ${short} ${sentence(20, 'מכונה', '?')} ${short}`),
    ]);
    expect(fine.sentences).toEqual({ total: 4, long: 1, longShare: 25, passed: true });
    const hard = measureReadability([
      paragraph(`${sentence(21, 'פיצה')} ${sentence(25, 'מכונה', '׃')} ${short} ${short}`),
    ]);
    expect(hard.sentences).toEqual({ total: 4, long: 2, longShare: 50, passed: false });
  });

  it('English: 3 of 11 sentences long (27 %) warns, 3 of 12 (25 %) does not', () => {
    const long = sentence(22, 'word');
    const short = sentence(6, 'word', '!');
    const text = (shorts: number) => [long, long, long, ...Array(shorts).fill(short)].join(' ');
    expect(measureReadability([paragraph(text(8))]).sentences).toEqual({
      total: 11,
      long: 3,
      longShare: 27,
      passed: false,
    });
    expect(measureReadability([paragraph(text(9))]).sentences.passed).toBe(true);
  });

  it('warns for a paragraph over 150 words, not for one of exactly 150', () => {
    const ok = measureReadability([paragraph(words(150, 'מילה'))]);
    expect(ok.paragraphs).toEqual({ total: 1, long: 0, passed: true });
    const long = measureReadability([paragraph(words(151, 'word')), paragraph(words(40, 'word'))]);
    expect(long.paragraphs).toEqual({ total: 2, long: 1, passed: false });
  });

  it('warns when a stretch of over 300 words has no subheading', () => {
    const hundred = paragraph(words(100, 'מילה'));
    const spread = measureReadability([
      hundred,
      hundred,
      heading('כותרת'),
      hundred,
      hundred,
      hundred,
    ]);
    expect(spread.subheadings).toEqual({ count: 1, longestStretch: 300, passed: true });
    expect(spread.words).toBe(500);
    const crowded = measureReadability([
      heading('Intro'),
      paragraph(words(200, 'word')),
      paragraph(words(101, 'word')),
      heading('More'),
      paragraph(words(50, 'word')),
    ]);
    expect(crowded.subheadings).toEqual({ count: 2, longestStretch: 301, passed: false });
    // The text before the first subheading counts as a stretch too.
    expect(
      measureReadability([paragraph(words(301, 'word')), heading('Late')]).subheadings.passed,
    ).toBe(false);
  });

  it('measures nothing, and warns of nothing, without paragraphs', () => {
    expect(measureReadability([])).toEqual({
      words: 0,
      sentences: { total: 0, long: 0, longShare: 0, passed: true },
      paragraphs: { total: 0, long: 0, passed: true },
      subheadings: { count: 0, longestStretch: 0, passed: true },
    });
  });
});
