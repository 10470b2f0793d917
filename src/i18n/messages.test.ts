import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import he from '../../messages/he.json';

/** Every key path of a messages object, e.g. "nav.home". */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('messages', () => {
  it('have the same keys in Hebrew and English', () => {
    expect(keys(en).sort()).toEqual(keys(he).sort());
  });

  it('have no empty texts', () => {
    for (const messages of [he, en]) {
      const empty = keys(messages).filter((path) => {
        const value = path
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});
