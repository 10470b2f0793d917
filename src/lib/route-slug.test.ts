import { describe, expect, it } from 'vitest';
import { decodeSlug } from './route-slug';

describe('decodeSlug', () => {
  it('decodes percent-encoding and keeps malformed input', () => {
    expect(decodeSlug('%D7%A4%D7%99%D7%A6%D7%94')).toBe('פיצה');
    expect(decodeSlug('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
