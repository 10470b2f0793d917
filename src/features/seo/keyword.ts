/*
 * Focus-keyword matching for the SEO score (spec back-office §5 "SEO score"), in Hebrew and
 * English. Pure, no server imports: the SEO dialog runs it in the browser while the admin types.
 *
 * Text and keyword are both reduced to words (`matchWords`): Unicode NFC, lower case, Hebrew
 * points and cantillation removed, punctuation (hyphens and the maqaf included) a word break.
 * A geresh or gershayim inside a word (צ׳יפס, צ'יפס, דו״ח, דו"ח) is kept, written one way
 * (' and "), so each spelling matches the others.
 *
 * A keyword occurs where its words follow each other as whole words. Its first word may carry
 * the Hebrew one-letter prefixes ה ב ל ו ש כ מ and their combinations of up to three letters
 * (במכונת, ומכונת, שהמכונה, וכשה…); a word that only contains the keyword inside it (מכונתית)
 * does not count. English words match case-insensitively; the keyword's last word may also
 * appear with a plural "s"/"es" or a possessive "'s" ("vending machines" contains "vending
 * machine").
 */

/** Hebrew points, cantillation and the other combining marks of the Hebrew block. */
const HEBREW_MARKS = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;
/** Apostrophe-like characters: Hebrew geresh, ASCII and typographic apostrophes, backtick. */
const GERESH = /[\u05F3'\u2019\u2018`\u00B4]/g;
/** Quote-like characters: Hebrew gershayim, ASCII and typographic double quotes. */
const GERSHAYIM = /[\u05F4"\u201C\u201D]/g;
const LETTER = /\p{L}/u;
const HEBREW_LETTER = /[\u05D0-\u05EA]/;
/** The one-letter Hebrew prefixes ה ב ל ו ש כ מ and their combinations ("ו" only first). */
const HEBREW_PREFIX = /^(?:ו[הבלשכמ]{0,2}|[הבלשכמ]{1,3})$/;
const MAX_PREFIX = 3;

/** A text as the SEO fields hold it: null, undefined or blank have no words. */
type MaybeText = string | null | undefined;

/** Keeps `'` and `"` that belong to a word (geresh, gershayim); any other becomes a space. */
function keepWordQuotes(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char !== "'" && char !== '"') {
      out += char;
      continue;
    }
    const before = text[index - 1] ?? '';
    const after = text[index + 1] ?? '';
    const inWord =
      char === "'"
        ? // Geresh: after a letter, inside a word ("צ'יפס", "don't") or ending a Hebrew one ("ג'").
          LETTER.test(before) && (LETTER.test(after) || HEBREW_LETTER.test(before))
        : // Gershayim: between two letters ("דו"ח").
          LETTER.test(before) && LETTER.test(after);
    out += inWord ? char : ' ';
  }
  return out;
}

/** The words of `text` as the matching compares them (see the module comment). */
export function matchWords(text: MaybeText): string[] {
  if (!text) return [];
  const prepared = keepWordQuotes(
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(HEBREW_MARKS, '')
      .replace(GERESH, "'")
      .replace(GERSHAYIM, '"'),
  );
  return prepared
    .replace(/[^\p{L}\p{N}\p{M}'"]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
}

/**
 * `text` normalized for matching: NFC, lower case, Hebrew points removed, punctuation turned to
 * spaces, whitespace collapsed; geresh and gershayim inside words written as ' and ".
 */
export function normalizeForMatch(text: MaybeText): string {
  return matchWords(text).join(' ');
}

/** Whether `word` is `keywordWord` with Hebrew prefixes of up to three letters before it. */
function withHebrewPrefix(word: string, keywordWord: string): boolean {
  if (!HEBREW_LETTER.test(keywordWord[0] ?? '')) return false;
  const extra = word.length - keywordWord.length;
  if (extra < 1 || extra > MAX_PREFIX || !word.endsWith(keywordWord)) return false;
  return HEBREW_PREFIX.test(word.slice(0, extra));
}

/** Whether `word` is `keywordWord` in its English plural or possessive form (+s, +es, +'s). */
function englishPlural(word: string, keywordWord: string): boolean {
  if (!/^[a-z]/.test(keywordWord) || !word.startsWith(keywordWord)) return false;
  const rest = word.slice(keywordWord.length);
  return rest === 's' || rest === 'es' || rest === "'s";
}

/** Whether the keyword's words occur at `start` of `words`. */
function occursAt(words: string[], start: number, keyword: string[]): boolean {
  if (start + keyword.length > words.length) return false;
  return keyword.every((keywordWord, offset) => {
    const word = words[start + offset] ?? '';
    if (word === keywordWord) return true;
    if (offset === 0 && withHebrewPrefix(word, keywordWord)) return true;
    return offset === keyword.length - 1 && englishPlural(word, keywordWord);
  });
}

/** How many times (not overlapping) the keyword occurs in the words. */
function countOccurrences(words: string[], keyword: string[]): number {
  if (keyword.length === 0) return 0;
  let count = 0;
  for (let index = 0; index + keyword.length <= words.length;) {
    if (occursAt(words, index, keyword)) {
      count += 1;
      index += keyword.length;
    } else {
      index += 1;
    }
  }
  return count;
}

/** Whether `keyword` occurs in `text` as whole words (Hebrew prefixes allowed on its first word). */
export function containsKeyword(text: MaybeText, keyword: MaybeText): boolean {
  return countOccurrences(matchWords(text), matchWords(keyword)) > 0;
}

/**
 * The keyword's share of the text's words, in percent: occurrences × words in the keyword ÷
 * words in the text × 100, with the matching rules of `containsKeyword`. 0 for an empty text or
 * keyword.
 */
export function keywordDensity(text: MaybeText, keyword: MaybeText): number {
  const words = matchWords(text);
  const keywordWords = matchWords(keyword);
  if (words.length === 0 || keywordWords.length === 0) return 0;
  return (countOccurrences(words, keywordWords) * keywordWords.length * 100) / words.length;
}

/** Whether two focus keywords are the same once normalized (case, NFC, points, punctuation). */
export function sameKeyword(first: MaybeText, second: MaybeText): boolean {
  const normalized = normalizeForMatch(first);
  return normalized !== '' && normalized === normalizeForMatch(second);
}

/**
 * Whether `text` begins with `keyword` (its first words are the keyword's, the Hebrew prefixes
 * and English plural allowed as in `containsKeyword`): "מכונת פיצה אוטומטית | AutoPizza" and
 * "למכונת פיצה …" begin with "מכונת פיצה".
 */
export function startsWithKeyword(text: MaybeText, keyword: MaybeText): boolean {
  const keywordWords = matchWords(keyword);
  return keywordWords.length > 0 && occursAt(matchWords(text), 0, keywordWords);
}

/** How many words a keyphrase has, as the matching splits them. */
export const keywordWordCount = (keyword: MaybeText): number => matchWords(keyword).length;
