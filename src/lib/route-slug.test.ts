import { describe, expect, it } from 'vitest';
import { decodeSlug, isUuid, slugParams } from './route-slug';

describe('decodeSlug', () => {
  it('decodes percent-encoding and keeps malformed input', () => {
    expect(decodeSlug('%D7%A4%D7%99%D7%A6%D7%94')).toBe('פיצה');
    expect(decodeSlug('%E0%A4%A')).toBe('%E0%A4%A');
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
