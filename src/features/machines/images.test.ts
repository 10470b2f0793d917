import { describe, expect, it } from 'vitest';
import { isRemoteImage } from './images';

describe('isRemoteImage', () => {
  it('is true for absolute http(s) addresses, in any case', () => {
    expect(isRemoteImage('https://cdn.example.com/a.webp')).toBe(true);
    expect(isRemoteImage('HTTP://example.com/a.webp')).toBe(true);
  });
  it('is false for our own paths', () => {
    expect(isRemoteImage('/images/machines/lobby-1.webp')).toBe(false);
    expect(isRemoteImage('/uploads/x/https-file.webp')).toBe(false);
  });
});
