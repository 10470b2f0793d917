import { describe, expect, it } from 'vitest';
import { itReturns } from '../../../tests/setup/examples';
import {
  containsKeyword,
  keywordDensity,
  matchWords,
  normalizeForMatch,
  sameKeyword,
} from './keyword';

describe('normalizeForMatch', () => {
  itReturns(normalizeForMatch, [
    // Lower-cases, turns punctuation into spaces and collapses whitespace.
    ['  Pizza-Vending   Machine, (24/7)!  ', 'pizza vending machine 24 7'],
    // Removes Hebrew points and cantillation and composes to NFC.
    ['מְכוֹנַת פִּיצָה', 'מכונת פיצה'],
    ['בְּרֵאשִׁ֖ית', 'בראשית'],
    ['Cafe\u0301', 'café'],
    // Splits at the maqaf and at hyphens, so a Hebrew slug reads as words.
    ['בית־ספר', 'בית ספר'],
    ['מכונת-פיצה-אוטומטית', 'מכונת פיצה אוטומטית'],
    // Writes geresh and gershayim inside words one way, and drops quotes around words.
    ['צ׳יפס', "צ'יפס"],
    ['צ’יפס', "צ'יפס"],
    ['דו״ח', 'דו"ח'],
    ['דו"ח', 'דו"ח'],
    ['ג׳ מכונות', "ג' מכונות"],
    ['"מכונת פיצה" \'quoted\'', 'מכונת פיצה quoted'],
    // Is empty for nothing.
    ['', ''],
    [null, ''],
    [' — ! ', ''],
  ]);

  it('has no words for nothing', () => {
    expect(matchWords(undefined)).toEqual([]);
  });
});

describe('containsKeyword (Hebrew)', () => {
  const keyword = 'מכונת פיצה';

  itReturns(containsKeyword, [
    // Finds the phrase as whole words.
    ['השכרת מכונת פיצה לאירועים', keyword, true],
    ['מכונת קפה ופיצה', keyword, false],
    // Accepts prefixes with a one-word keyword too.
    ['כל הפרטים על המכונה החדשה', 'מכונה', true],
    ['שוהמכונה', 'מכונה', false],
    // Does not count the keyword inside another word.
    ['תכנון מכונתית פיצה', keyword, false],
    ['מכונתפיצה', keyword, false],
    ['אותהמכונת פיצה', keyword, false],
    ['מכונת פיצהריה', keyword, false],
    // Only lets the FIRST word carry a prefix.
    ['מכונת הפיצה', keyword, false],
    // Ignores points, punctuation and geresh spelling.
    ['מְכוֹנַת־פִּיצָה!', keyword, true],
    ['מכונה לצ׳יפס טריים', "צ'יפס", true],
    // Is false for an empty keyword or text.
    ['מכונת פיצה', '', false],
    ['', keyword, false],
    [null, keyword, false],
  ]);

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
});

describe('containsKeyword (English)', () => {
  itReturns(containsKeyword, [
    // Matches whole words, case-insensitively.
    ['Rent a Pizza Vending Machine today', 'pizza vending machine', true],
    ['Pizzas vending', 'pizza vending', false],
    ['a supermachine', 'machine', false],
    // Accepts a plural or possessive on the last word only.
    ['Our vending machines are fresh', 'vending machine', true],
    ['Fresh dishes', 'dish', true],
    ["The machine's screen", 'machine', true],
    ['vendings machine', 'vending machine', false],
    ['machinery', 'machine', false],
    // Never applies Hebrew prefixes to English words.
    ['bmachine', 'machine', false],
  ]);
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

  itReturns(keywordDensity, [
    // Is 0 for an empty text or keyword.
    ['', 'מכונה', 0],
    ['מכונה', '', 0],
    ['מכונה', ' - ', 0],
  ]);
});

itReturns(sameKeyword, [
  // Compares normalized keywords.
  ['Pizza Machine', 'pizza  machine', true],
  ['מְכוֹנַת פיצה', 'מכונת פיצה', true],
  ['מכונת פיצה', 'מכונת קפה', false],
  ['', '', false],
]);
