import compile from 'icu-minify/compile';
import formatMessage from 'use-intl/format-message/format-only';
import { describe, expect, it } from 'vitest';
import { listItems, PAGE_TEXT_FIELDS, valueAt } from '@/config/page-texts';
import en from '../../../messages/en.json';
import he from '../../../messages/he.json';
import { currentPageTexts, withPageTexts } from './merge';

/**
 * The text a page shows for `path` with these messages. In the app the messages are precompiled
 * (next.config.ts): next-intl formats with use-intl's format-only formatter, which takes a string
 * message as a literal. A message file's editable text compiles to itself (page-texts.test.ts), so
 * the imported JSON is what the app holds for these paths.
 */
function shown(messages: Record<string, unknown>, path: string): unknown {
  const message = valueAt(messages, path);
  if (typeof message !== 'string') throw new Error(`${path} is not a text`);
  return formatMessage(path, message, undefined, { locale: 'en' } as never);
}

/** A small seeded generator: the fuzz is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Strings over the characters ICU gives a meaning to (and a few that it doesn't). */
function fuzzTexts(count: number): string[] {
  const next = random(34);
  const chars = ["'", '{', '}', '<', '>', '#', '|', 'a', 'ש', ' ', '\n'];
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 14);
    return Array.from({ length }, () => chars[Math.floor(next() * chars.length)]).join('');
  });
}

const HOSTILE = "It's {x} <script>alert(1)</script>";

describe('withPageTexts', () => {
  it('replaces a stored text, and leaves the imported messages as they were', () => {
    const before = structuredClone(en);
    const merged = withPageTexts(en, { 'home.title': 'A new title', 'faq.title': 'Questions' });
    expect(merged.home.title).toBe('A new title');
    expect(merged.faq.title).toBe('Questions');
    expect(merged.home.subtitle).toBe(en.home.subtitle);
    expect(en).toEqual(before);
    expect(en.home.title).not.toBe('A new title');
    // What has no stored text is shared with the file, not copied.
    expect(merged.nav).toBe(en.nav);
  });

  it('shows a text exactly as typed, ICU syntax and markup included', () => {
    const merged = withPageTexts(en, { 'home.title': HOSTILE });
    expect(merged.home.title).toBe(HOSTILE);
    expect(shown(merged, 'home.title')).toBe(HOSTILE);
  });

  it('shows any mix of ICU characters exactly as typed (fuzz)', () => {
    for (const text of fuzzTexts(600)) {
      const merged = withPageTexts(he, { 'about.intro': text });
      expect(shown(merged, 'about.intro'), JSON.stringify(text)).toBe(text);
    }
  });

  it('keeps line breaks of a multiline text', () => {
    const merged = withPageTexts(he, { 'about.body': 'שורה ראשונה\nשורה שנייה' });
    expect(shown(merged, 'about.body')).toBe('שורה ראשונה\nשורה שנייה');
  });

  it('shows the files’ texts as the build compiles them: unchanged', () => {
    const merged = withPageTexts(he, {});
    for (const [path, field] of PAGE_TEXT_FIELDS) {
      if (field.kind !== 'text') continue;
      const text = valueAt(merged, path) as string;
      expect(compile(text), path).toBe(text);
      expect(shown(merged, path), path).toBe(text);
    }
  });

  it('replaces the FAQ list and a lines list as given', () => {
    const faq = [
      { q: 'Second first?', a: "Yes.\nIt's {fine}", hidden: false },
      { q: 'Hidden?', a: 'Not shown.', hidden: true },
    ];
    const features = ["It's {1}", '<b>bold</b>', 'שלוש'];
    const merged = withPageTexts(en, {
      'faq.items': faq,
      'franchising.advanced.items': features,
    });
    expect(merged.faq.items).toEqual(faq);
    expect(merged.franchising.advanced.items).toEqual(features);
    expect(merged.franchising.basic.items).toBe(en.franchising.basic.items);
    expect(merged.franchising.advanced.name).toBe(en.franchising.advanced.name);
    expect(en.faq.items).toHaveLength(6);
    expect(en.franchising.advanced.items).toHaveLength(5);
  });

  it('takes an empty list as given', () => {
    const merged = withPageTexts(he, { 'faq.items': [], 'franchising.basic.items': [] });
    expect(merged.faq.items).toEqual([]);
    expect(merged.franchising.basic.items).toEqual([]);
  });

  it('ignores a path that is not editable and a value of the wrong shape', () => {
    const merged = withPageTexts(he, {
      'nav.home': 'Not editable',
      'home.notAField': 'Nothing',
      'home.title': 42,
      'home.subtitle': ['a list'],
      'faq.items': [{ q: 'No answer' }],
      'franchising.basic.items': 'one string',
      'franchising.advanced.items': [1, 2],
      'franchising.basic.price': null,
    });
    expect(merged).toEqual(he);
    expect(merged).not.toHaveProperty(['home', 'notAField']);
  });

  it('sets an optional text (a package price) that the file leaves empty', () => {
    const merged = withPageTexts(en, { 'franchising.basic.price': '₪650 / month' });
    expect(shown(merged, 'franchising.basic.price')).toBe('₪650 / month');
    expect(en.franchising.basic.price).toBe('');
  });
});

describe('listItems', () => {
  it('reads a list in order, whether an array or as the message loader gives a file’s', () => {
    expect(listItems(['a', 'b'])).toEqual(['a', 'b']);
    // The loader flattens a file to dotted ids: a JSON array arrives keyed "0", "1", …
    const compiled = Object.assign(Object.create(null) as object, {
      0: 'a',
      1: 'b',
      10: 'k',
      2: 'c',
    });
    expect(listItems(compiled)).toEqual(['a', 'b', 'c', 'k']);
    expect(listItems(undefined)).toEqual([]);
    expect(listItems('text')).toEqual([]);
  });
});

describe('currentPageTexts', () => {
  it('gives every editable field: the stored value, else the file’s', () => {
    const faq = [{ q: 'Q', a: 'A', hidden: false }];
    const current = currentPageTexts(en, {
      'home.title': HOSTILE,
      'faq.items': faq,
      'home.subtitle': 7,
      'nav.home': 'Not editable',
    });
    expect(Object.keys(current).sort()).toEqual([...PAGE_TEXT_FIELDS.keys()].sort());
    // As typed: the admin form's value.
    expect(current['home.title']).toBe(HOSTILE);
    expect(current['faq.items']).toEqual(faq);
    expect(current['home.subtitle']).toBe(en.home.subtitle);
    expect(current['franchising.basic.items']).toEqual(en.franchising.basic.items);
    expect(current['home.statValues.service']).toBe('24/7');
    expect(current).not.toHaveProperty(['nav.home']);
  });

  it('gives the files’ texts when nothing is stored, each question shown', () => {
    const current = currentPageTexts(he, {});
    expect(current['faq.items']).toEqual(he.faq.items.map((item) => ({ ...item, hidden: false })));
    expect(current['franchising.basic.items']).toEqual(he.franchising.basic.items);
    expect(current['about.intro']).toBe(he.about.intro);
    expect(current['franchising.advanced.price']).toBe('');
  });

  it('gives a file’s lists as arrays when the message loader has keyed them "0", "1", …', () => {
    const keyed = (items: readonly unknown[]) => ({ ...items });
    const compiled = {
      ...he,
      faq: { ...he.faq, items: keyed(he.faq.items) },
      franchising: {
        ...he.franchising,
        basic: { ...he.franchising.basic, items: keyed(he.franchising.basic.items) },
      },
    };
    const current = currentPageTexts(compiled, {});
    expect(current['faq.items']).toEqual(he.faq.items.map((item) => ({ ...item, hidden: false })));
    expect(current['franchising.basic.items']).toEqual(he.franchising.basic.items);
  });
});
