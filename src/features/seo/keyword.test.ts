import { describe, expect, it } from 'vitest';
import {
  containsKeyword,
  keywordDensity,
  matchWords,
  normalizeForMatch,
  sameKeyword,
} from './keyword';

describe('normalizeForMatch', () => {
  it('lower-cases, turns punctuation into spaces and collapses whitespace', () => {
    expect(normalizeForMatch('  Pizza-Vending   Machine, (24/7)!  ')).toBe(
      'pizza vending machine 24 7',
    );
  });

  it('removes Hebrew points and cantillation and composes to NFC', () => {
    expect(normalizeForMatch('מְכוֹנַת פִּיצָה')).toBe('מכונת פיצה');
    expect(normalizeForMatch('בְּרֵאשִׁ֖ית')).toBe('בראשית');
    expect(normalizeForMatch('Cafe\u0301')).toBe('café');
  });

  it('splits at the maqaf and at hyphens, so a Hebrew slug reads as words', () => {
    expect(normalizeForMatch('בית־ספר')).toBe('בית ספר');
    expect(normalizeForMatch('מכונת-פיצה-אוטומטית')).toBe('מכונת פיצה אוטומטית');
  });

  it('writes geresh and gershayim inside words one way, and drops quotes around words', () => {
    expect(normalizeForMatch('צ׳יפס')).toBe("צ'יפס");
    expect(normalizeForMatch('צ’יפס')).toBe("צ'יפס");
    expect(normalizeForMatch('דו״ח')).toBe('דו"ח');
    expect(normalizeForMatch('דו"ח')).toBe('דו"ח');
    expect(normalizeForMatch('ג׳ מכונות')).toBe("ג' מכונות");
    expect(normalizeForMatch('"מכונת פיצה" \'quoted\'')).toBe('מכונת פיצה quoted');
  });

  it('is empty for nothing', () => {
    expect(normalizeForMatch('')).toBe('');
    expect(normalizeForMatch(null)).toBe('');
    expect(normalizeForMatch(' — ! ')).toBe('');
    expect(matchWords(undefined)).toEqual([]);
  });
});

describe('containsKeyword (Hebrew)', () => {
  const keyword = 'מכונת פיצה';

  it('finds the phrase as whole words', () => {
    expect(containsKeyword('השכרת מכונת פיצה לאירועים', keyword)).toBe(true);
    expect(containsKeyword('מכונת קפה ופיצה', keyword)).toBe(false);
  });

  it.each([
    ['ב', 'במכונת פיצה'],
    ['ה', 'המכונת פיצה'],
    ['ל', 'למכונת פיצה'],
    ['ו', 'ומכונת פיצה'],
    ['ש', 'שמכונת פיצה'],
    ['כ', 'כמכונת פיצה'],
    ['מ', 'ממכונת פיצה'],
    ['וה', 'והמכונת פיצה'],
    ['שה', 'שהמכונת פיצה'],
    ['וב', 'ובמכונת פיצה'],
    ['לכש', 'לכשמכונת פיצה'],
  ])('counts the keyword with the prefix %s on its first word', (_prefix, text) => {
    expect(containsKeyword(`אנחנו מאמינים ${text} טובה`, keyword)).toBe(true);
  });

  it('accepts prefixes with a one-word keyword too', () => {
    expect(containsKeyword('כל הפרטים על המכונה החדשה', 'מכונה')).toBe(true);
    expect(containsKeyword('שוהמכונה', 'מכונה')).toBe(false);
  });

  it('does not count the keyword inside another word', () => {
    expect(containsKeyword('תכנון מכונתית פיצה', keyword)).toBe(false);
    expect(containsKeyword('מכונתפיצה', keyword)).toBe(false);
    expect(containsKeyword('אותהמכונת פיצה', keyword)).toBe(false);
    expect(containsKeyword('מכונת פיצהריה', keyword)).toBe(false);
  });

  it('only lets the FIRST word carry a prefix', () => {
    expect(containsKeyword('מכונת הפיצה', keyword)).toBe(false);
  });

  it('ignores points, punctuation and geresh spelling', () => {
    expect(containsKeyword('מְכוֹנַת־פִּיצָה!', keyword)).toBe(true);
    expect(containsKeyword('מכונה לצ׳יפס טריים', "צ'יפס")).toBe(true);
  });

  it('is false for an empty keyword or text', () => {
    expect(containsKeyword('מכונת פיצה', '')).toBe(false);
    expect(containsKeyword('', keyword)).toBe(false);
    expect(containsKeyword(null, keyword)).toBe(false);
  });
});

describe('containsKeyword (English)', () => {
  it('matches whole words, case-insensitively', () => {
    expect(containsKeyword('Rent a Pizza Vending Machine today', 'pizza vending machine')).toBe(
      true,
    );
    expect(containsKeyword('Pizzas vending', 'pizza vending')).toBe(false);
    expect(containsKeyword('a supermachine', 'machine')).toBe(false);
  });

  it('accepts a plural or possessive on the last word only', () => {
    expect(containsKeyword('Our vending machines are fresh', 'vending machine')).toBe(true);
    expect(containsKeyword('Fresh dishes', 'dish')).toBe(true);
    expect(containsKeyword("The machine's screen", 'machine')).toBe(true);
    expect(containsKeyword('vendings machine', 'vending machine')).toBe(false);
    expect(containsKeyword('machinery', 'machine')).toBe(false);
  });

  it('never applies Hebrew prefixes to English words', () => {
    expect(containsKeyword('bmachine', 'machine')).toBe(false);
  });
});

describe('keywordDensity', () => {
  const filler = (count: number) => Array.from({ length: count }, () => 'טקסט').join(' ');

  it('is occurrences × keyword words ÷ text words × 100', () => {
    // 2 occurrences × 2 words / 100 words.
    const text = `מכונת פיצה ${filler(48)} במכונת פיצה ${filler(48)}`;
    expect(keywordDensity(text, 'מכונת פיצה')).toBe(4);
    // 3 occurrences × 1 word / 100 words, exactly 3.
    const english = `machine ${'word '.repeat(48)} machines ${'word '.repeat(49)} machine`;
    expect(keywordDensity(english, 'Machine')).toBe(3);
  });

  it('does not count the keyword inside other words', () => {
    expect(keywordDensity('מכונתית ומכונה מכונות', 'מכונה')).toBeCloseTo(100 / 3);
  });

  it('is 0 for an empty text or keyword', () => {
    expect(keywordDensity('', 'מכונה')).toBe(0);
    expect(keywordDensity('מכונה', '')).toBe(0);
    expect(keywordDensity('מכונה', ' - ')).toBe(0);
  });
});

describe('sameKeyword', () => {
  it('compares normalized keywords', () => {
    expect(sameKeyword('Pizza Machine', 'pizza  machine')).toBe(true);
    expect(sameKeyword('מְכוֹנַת פיצה', 'מכונת פיצה')).toBe(true);
    expect(sameKeyword('מכונת פיצה', 'מכונת קפה')).toBe(false);
    expect(sameKeyword('', '')).toBe(false);
  });
});
