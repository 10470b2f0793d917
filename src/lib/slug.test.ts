import { describe, expect, it } from 'vitest';
import { itReturns } from '../../tests/setup/examples';
import { isSlug, slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  itReturns(slugify, [
    // Keeps Hebrew letters and word characters, hyphenates spaces, lowercases.
    ['  Pizza Machine Haifa ', 'pizza-machine-haifa'],
    ['מכונת פיצה בחיפה', 'מכונת-פיצה-בחיפה'],
    ['Pizza -- Haifa!', 'pizza-haifa'],
    ['קפה & מאפה (תל אביב)', 'קפה-מאפה-תל-אביב'],
    ['../etc/passwd', 'etcpasswd'],
    // Gives nothing for a name without letters or digits.
    ['  !!! ', ''],
  ]);

  itReturns(isSlug, [
    // Tells a ready slug from text that still needs cleaning.
    ['pizza-haifa', true],
    ['Pizza Haifa', false],
    ['', false],
  ]);
});

describe('uniqueSlug', () => {
  it('numbers the slug until it is free', async () => {
    const taken = new Set(['pizza', 'pizza-2']);
    expect(await uniqueSlug('pizza', async (s) => taken.has(s))).toBe('pizza-3');
    expect(await uniqueSlug('drinks', async (s) => taken.has(s))).toBe('drinks');
  });
});
