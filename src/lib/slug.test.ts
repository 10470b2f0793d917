import { describe, expect, it } from 'vitest';
import { isSlug, slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it('keeps Hebrew letters and word characters, hyphenates spaces, lowercases', () => {
    expect(slugify('  Pizza Machine Haifa ')).toBe('pizza-machine-haifa');
    expect(slugify('מכונת פיצה בחיפה')).toBe('מכונת-פיצה-בחיפה');
    expect(slugify('Pizza -- Haifa!')).toBe('pizza-haifa');
    expect(slugify('קפה & מאפה (תל אביב)')).toBe('קפה-מאפה-תל-אביב');
    expect(slugify('../etc/passwd')).toBe('etcpasswd');
  });

  it('gives nothing for a name without letters or digits', () => {
    expect(slugify('  !!! ')).toBe('');
  });

  it('tells a ready slug from text that still needs cleaning', () => {
    expect(isSlug('pizza-haifa')).toBe(true);
    expect(isSlug('Pizza Haifa')).toBe(false);
    expect(isSlug('')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('numbers the slug until it is free', async () => {
    const taken = new Set(['pizza', 'pizza-2']);
    expect(await uniqueSlug('pizza', async (s) => taken.has(s))).toBe('pizza-3');
    expect(await uniqueSlug('drinks', async (s) => taken.has(s))).toBe('drinks');
  });
});
