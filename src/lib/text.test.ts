import { describe, expect, it } from 'vitest';
import { itReturns } from '../../tests/setup/examples';
import { clipText, clipTitle, normalizeFields, normalizeText } from './text';

describe('normalizeText', () => {
  it('keeps ordinary Hebrew and English text as it is', () => {
    for (const text of ['דנה לוי', 'Dana Levi', 'מכונת פיצה – 3 דקות!', '050-123-4567']) {
      expect(normalizeText(text)).toBe(text);
    }
  });

  const singleLine = (text: string) => normalizeText(text);
  const multiline = (text: string) => normalizeText(text, { multiline: true });

  itReturns(singleLine, [
    // Turns line breaks into spaces in a single-line field, so no line can be forged.
    ['Noa\r\nPhone: 0500000000', 'Noa Phone: 0500000000'],
    ['a\rb\nc\u2028d\u0085e', 'a b c d e'],
    // Removes NUL and the other control characters, tabs becoming spaces.
    ['a\u0000b\u0007c\u001bd\u007fe\u009bf', 'abcdef'],
    ['a\tb\u000bc\u000cd', 'a b c d'],
    // Removes bidirectional overrides and isolates but keeps the direction marks.
    ['x\u202Egnp.exe', 'xgnp.exe'],
    ['\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069ok', 'ok'],
    ['שלום\u200Fabc\u200E', 'שלום\u200Fabc\u200E'],
    // Composes to NFC.
    ['e\u0301', '\u00e9'],
  ]);

  itReturns(multiline, [
    // Keeps line breaks, as "\\n", in a multi-line field.
    ['first\r\nsecond\rthird\u2029fourth', 'first\nsecond\nthird\nfourth'],
  ]);
});

describe('normalizeFields', () => {
  it('cleans every string and string list, multi-line only where asked', () => {
    expect(
      normalizeFields(
        { name: 'A\nB', message: 'A\r\nB', tags: ['x\u0000', 'y\nz'], count: 3, file: null },
        ['message'],
      ),
    ).toEqual({ name: 'A B', message: 'A\nB', tags: ['x', 'y z'], count: 3, file: null });
  });
});

describe('clipText', () => {
  itReturns(clipText, [
    // Keeps a short text, collapsing its whitespace.
    ['  a  b\nc ', 10, 'a b c'],
    // Cuts at the last whole word within the limit.
    ['one two three four', 13, 'one two three'],
    ['one two three four', 12, 'one two'],
    ['מכונת פיצה אוטומטית בכל הארץ', 20, 'מכונת פיצה אוטומטית'],
    // Drops trailing punctuation at the cut and cuts a single long word hard.
    ['alpha, beta gamma', 12, 'alpha, beta'],
    ['alpha, beta gamma', 6, 'alpha'],
    ['abcdefghijklmnop', 5, 'abcde'],
  ]);
});

describe('clipTitle', () => {
  itReturns(clipTitle, [
    // A title that fits stays whole (whitespace collapsed).
    ['  Automatic  Pizza Machine ', 60, 30, 'Automatic Pizza Machine'],
    // Too long: the longest run of whole phrases that fits, without the separator.
    [
      'Hygiene, Food Safety and Maintenance: Keeping Your Machine Clean and Safe',
      60,
      30,
      'Hygiene, Food Safety and Maintenance',
    ],
    [
      'חדש באוטופיצה: מיקומים חדשים בצפון ובדרום, ומכונת חטיפים בדרך לכל הארץ',
      60,
      30,
      'חדש באוטופיצה: מיקומים חדשים בצפון ובדרום',
    ],
    [
      'מכונת פיצה אוטומטית למכירה – פיצה טרייה תוך 3 דקות | מכונות משקאות וחטיפים',
      60,
      30,
      'מכונת פיצה אוטומטית למכירה – פיצה טרייה תוך 3 דקות',
    ],
    // A question ends a phrase and keeps its mark.
    [
      'Is an Automatic Pizza Machine Worth It? A Look at Real Numbers From the Field',
      60,
      30,
      'Is an Automatic Pizza Machine Worth It?',
    ],
    [
      'כמה באמת מרוויחים ממכונת פיצה אוטומטית? חישוב החזר השקעה צעד אחר צעד',
      60,
      30,
      'כמה באמת מרוויחים ממכונת פיצה אוטומטית?',
    ],
    // No boundary leaves 30 characters: cut at a word instead.
    [
      'Pizza: a very long title that goes on and on without any other break at all',
      60,
      30,
      'Pizza: a very long title that goes on and on without any',
    ],
    [
      'How Much Can You Really Earn from an Automatic Pizza Machine in Israel Today?',
      60,
      30,
      'How Much Can You Really Earn from an Automatic Pizza Machine',
    ],
    // Hyphens inside words and commas inside numbers are no boundaries.
    [
      'Wi-Fi and 4G remote monitoring for 75,000 machines across the whole country today',
      40,
      20,
      'Wi-Fi and 4G remote monitoring for',
    ],
  ]);
});
