import { describe, expect, it } from 'vitest';
import { wrapIndex } from './lightbox';

describe('wrapIndex', () => {
  it('moves forward and back inside the list', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, -1, 3)).toBe(1);
  });
  it('wraps at both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });
  it('stays put with a single image', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
  });
});
