import { describe, expect, it } from 'vitest';
import { isRemoteImage } from './images';

describe('isRemoteImage', () => {
  it.each([
    ['https://cdn.example.com/a.webp', true],
    ['HTTP://example.com/a.webp', true],
    ['/images/machines/lobby-1.webp', false],
    ['/uploads/x/https-file.webp', false],
  ])('%s → %s (absolute http(s) addresses only, in any case)', (src, remote) => {
    expect(isRemoteImage(src)).toBe(remote);
  });
});
