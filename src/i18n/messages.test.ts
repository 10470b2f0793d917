import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { PAGE_TEXT_FIELDS } from '@/config/page-texts';
import en from '../../messages/en.json';
import he from '../../messages/he.json';

/** Every key path of a messages object, e.g. "nav.home". */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** The value at a key path ("nav.home") of a messages object. */
const valueAt = (messages: object, path: string): unknown =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);

/**
 * The back office (/auth, /admin, /account) renders in Hebrew only (spec: back-office.md; its
 * layout and src/i18n/request.ts give it `he`, and the admin preview strip on /en/blog-preview asks
 * for `he` by name), so `backOffice` lives in he.json alone: an English copy would be dead weight.
 */
const HEBREW_ONLY = ['backOffice'];

/**
 * The page texts the company edits (src/config/page-texts.ts): an optional one may be empty (a
 * package without a price shows none), and each language has its own lists (the FAQ, a package's
 * features), so their items need not match; src/config/page-texts.test.ts checks their shapes.
 */
const editable = [...PAGE_TEXT_FIELDS.values()];
const MAY_BE_EMPTY = new Set(
  editable.filter((field) => field.kind === 'text' && field.optional).map((field) => field.path),
);
const LISTS = editable.filter((field) => field.kind !== 'text').map((field) => field.path);
const inList = (path: string) => LISTS.some((list) => path.startsWith(`${list}.`));

describe('messages', () => {
  it('have the same keys in Hebrew and English, except the Hebrew-only back office', () => {
    const isPublic = (path: string) => !HEBREW_ONLY.includes(path.split('.')[0]!);
    const compared = (paths: string[]) => paths.filter((path) => !inList(path)).sort();
    expect(compared(keys(en))).toEqual(compared(keys(he).filter(isPublic)));
  });

  it('keep the back office in Hebrew only', () => {
    for (const namespace of HEBREW_ONLY) {
      expect(he).toHaveProperty([namespace]);
      expect(en).not.toHaveProperty([namespace]);
    }
  });

  it('have no empty texts', () => {
    for (const messages of [he, en]) {
      const empty = keys(messages).filter((path) => {
        const value = valueAt(messages, path);
        if (MAY_BE_EMPTY.has(path)) return typeof value !== 'string';
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});

// The build compiles every message ahead of time (next.config.ts): a text the ICU parser refuses
// (e.g. a literal "{" not quoted as '{') fails the build, and a plain text must come out unchanged.
describe('messages compiled for the build', () => {
  it('are all valid ICU, and plain texts stay as written', () => {
    const refused: string[] = [];
    const changed: string[] = [];
    for (const [name, messages] of Object.entries({ he, en })) {
      for (const path of keys(messages)) {
        const text = valueAt(messages, path) as string;
        let compiled: unknown;
        try {
          compiled = compile(text);
        } catch {
          refused.push(`${name}:${path}`);
          continue;
        }
        if (typeof compiled === 'string' && !/['{}<]/.test(text) && compiled !== text) {
          changed.push(`${name}:${path}`);
        }
      }
    }
    expect(refused).toEqual([]);
    expect(changed).toEqual([]);
  });
});

describe('a missing translation', () => {
  it('renders its key', async () => {
    const { createTranslator } = await import('use-intl/core');
    const { messageFallback } = await import('./message-fallback');
    const t = createTranslator({
      locale: 'en',
      messages: en,
      getMessageFallback: messageFallback,
      onError: () => {},
    });
    expect(t('nav.home')).toBe('Home');
    expect(t('nav.doesNotExist' as never)).toBe('nav.doesNotExist');
    const nav = createTranslator({
      locale: 'he',
      messages: he,
      namespace: 'nav',
      getMessageFallback: messageFallback,
      onError: () => {},
    });
    expect(nav('missing' as never)).toBe('nav.missing');
  });
});
