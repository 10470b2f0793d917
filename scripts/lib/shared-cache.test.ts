import { describe, expect, it } from 'vitest';
import { hasNeededEvents } from './shared-cache';

describe('the keyspace events the shared cache needs', () => {
  it.each([
    ['Exe', true],
    ['xeE', true],
    ['AKE', true],
    ['KEA', true],
    ['', false],
    ['Ex', false],
    ['Kxe', false],
    ['E', false],
  ])('"%s" → %s', (flags, ok) => {
    expect(hasNeededEvents(flags)).toBe(ok);
  });
});
