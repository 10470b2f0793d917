import { describe, expect, it } from 'vitest';
import { decodeSlug, isUuid, MAX_ROUTE_SLUG, slugParams } from './route-slug';

describe('decodeSlug', () => {
  it('decodes percent-encoding', () => {
    expect(decodeSlug('%D7%A4%D7%99%D7%A6%D7%94')).toBe('פיצה');
    expect(decodeSlug('pizza-machine')).toBe('pizza-machine');
    expect(decodeSlug('x'.repeat(MAX_ROUTE_SLUG))).toHaveLength(MAX_ROUTE_SLUG);
  });

  it.each([
    ['a NUL', '%00'],
    ['a NUL inside', 'pizza%00machine'],
    ['another control character', 'a%1Bb'],
    ['a C1 control', '%C2%85'],
    ['bytes that are not UTF-8', '%C3%28'],
    ['a malformed escape', '%E0%A4%A'],
    ['more than 200 characters', 'x'.repeat(MAX_ROUTE_SLUG + 1)],
  ])('answers null for %s (no row can have it)', (_case, param) => {
    expect(decodeSlug(param)).toBeNull();
  });
});

describe('isUuid', () => {
  it('accepts row ids in either case and nothing else', () => {
    expect(isUuid('8b6f2a52-2f7e-4c55-9d2e-0c1f4f1b9a10')).toBe(true);
    expect(isUuid('8B6F2A52-2F7E-4C55-9D2E-0C1F4F1B9A10')).toBe(true);
    expect(isUuid('8b6f2a52-2f7e-4c55-9d2e-0c1f4f1b9a1')).toBe(false);
    expect(isUuid('haifa-university')).toBe(false);
  });
});

describe('slugParams', () => {
  it('lists every slug, or one placeholder for an empty catalogue', () => {
    expect(slugParams(['a', 'ב'])).toEqual([{ slug: 'a' }, { slug: 'ב' }]);
    expect(slugParams([])).toEqual([{ slug: '-' }]);
  });
});
