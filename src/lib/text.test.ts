import { describe, expect, it } from 'vitest';
import { clipText, normalizeFields, normalizeText } from './text';

describe('normalizeText', () => {
  it('keeps ordinary Hebrew and English text as it is', () => {
    for (const text of ['דנה לוי', 'Dana Levi', 'מכונת פיצה – 3 דקות!', '050-123-4567']) {
      expect(normalizeText(text)).toBe(text);
    }
  });

  it('turns line breaks into spaces in a single-line field, so no line can be forged', () => {
    expect(normalizeText('Noa\r\nPhone: 0500000000')).toBe('Noa Phone: 0500000000');
    expect(normalizeText('a\rb\nc\u2028d\u0085e')).toBe('a b c d e');
  });

  it('keeps line breaks, as "\\n", in a multi-line field', () => {
    expect(normalizeText('first\r\nsecond\rthird\u2029fourth', { multiline: true })).toBe(
      'first\nsecond\nthird\nfourth',
    );
  });

  it('removes NUL and the other control characters, tabs becoming spaces', () => {
    expect(normalizeText('a\u0000b\u0007c\u001bd\u007fe\u009bf')).toBe('abcdef');
    expect(normalizeText('a\tb\u000bc\u000cd')).toBe('a b c d');
  });

  it('removes bidirectional overrides and isolates but keeps the direction marks', () => {
    expect(normalizeText('x\u202Egnp.exe')).toBe('xgnp.exe');
    expect(normalizeText('\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069ok')).toBe('ok');
    expect(normalizeText('שלום\u200Fabc\u200E')).toBe('שלום\u200Fabc\u200E');
  });

  it('composes to NFC', () => {
    expect(normalizeText('e\u0301')).toBe('\u00e9');
  });
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
  it('keeps a short text, collapsing its whitespace', () => {
    expect(clipText('  a  b\nc ', 10)).toBe('a b c');
  });
  it('cuts at the last whole word within the limit', () => {
    expect(clipText('one two three four', 13)).toBe('one two three');
    expect(clipText('one two three four', 12)).toBe('one two');
    expect(clipText('מכונת פיצה אוטומטית בכל הארץ', 20)).toBe('מכונת פיצה אוטומטית');
  });
  it('drops trailing punctuation at the cut and cuts a single long word hard', () => {
    expect(clipText('alpha, beta gamma', 12)).toBe('alpha, beta');
    expect(clipText('alpha, beta gamma', 6)).toBe('alpha');
    expect(clipText('abcdefghijklmnop', 5)).toBe('abcde');
  });
});
