import { describe, expect, it } from 'vitest';
import { hasMalformedEscape } from './malformed-url';

describe('hasMalformedEscape', () => {
  it('accepts ordinary and Hebrew-encoded paths', () => {
    expect(hasMalformedEscape('/en/products')).toBe(false);
    expect(hasMalformedEscape('/products/%D7%9E%D7%9B%D7%95%D7%A0%D7%94?x=%ZZ')).toBe(false);
  });
  it('flags broken escapes in the path', () => {
    expect(hasMalformedEscape('/location/%E0%A4%A')).toBe(true);
    expect(hasMalformedEscape('/%')).toBe(true);
  });
});
