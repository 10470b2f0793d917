import { describe, expect, it } from 'vitest';
import { machineTable } from '@/features/machines/catalogue-table';
import { productTable } from '@/features/products/catalogue-table';
import { rentalTable } from '@/features/rentals/catalogue-table';
import { livePaths, movesOf, pagePath } from './moves';

/** The kit's public addresses over the three catalogue tables (pure: no database). */
const id = '00000000-0000-4000-8000-000000000001';

describe('livePaths', () => {
  it("gives every language's path by every slug of the row", () => {
    expect(livePaths(productTable, { id, slugHe: 'פיצה', slugEn: 'pizza' })).toEqual([
      `/products/${encodeURIComponent('פיצה')}`,
      '/products/pizza',
      `/en/products/${encodeURIComponent('פיצה')}`,
      '/en/products/pizza',
    ]);
    expect(livePaths(productTable, { id, slugHe: 'espresso', slugEn: null })).toEqual([
      '/products/espresso',
      '/en/products/espresso',
    ]);
    expect(livePaths(rentalTable, { id, slug: 'coffee' })).toEqual([
      '/rental/coffee',
      '/en/rental/coffee',
    ]);
  });

  it('adds the id where the page answers to it (machines)', () => {
    expect(livePaths(machineTable, { id, slugHe: 'haifa', slugEn: null })).toEqual([
      '/location/haifa',
      `/location/${id}`,
      '/en/location/haifa',
      `/en/location/${id}`,
    ]);
  });
});

describe('pagePath', () => {
  it("links each language's page by its own slug, else the fallback", () => {
    const row = { id, slugHe: 'פיצה', slugEn: 'pizza' };
    expect(pagePath(productTable, row, 'en')).toBe('/en/products/pizza');
    expect(pagePath(productTable, { ...row, slugEn: null }, 'en')).toBe(
      `/en/products/${encodeURIComponent('פיצה')}`,
    );
    expect(pagePath(machineTable, { id, slugHe: null, slugEn: null }, 'he')).toBe(
      `/location/${id}`,
    );
  });
});

describe('movesOf', () => {
  it('moves every old slug the row no longer has to its new page, per language', () => {
    expect(
      movesOf(
        productTable,
        { id, slugHe: 'old', slugEn: 'kept' },
        { id, slugHe: 'new', slugEn: 'kept' },
      ),
    ).toEqual([
      { from: '/products/old', to: '/products/new' },
      { from: '/en/products/old', to: '/en/products/kept' },
    ]);
    expect(movesOf(rentalTable, { id, slug: 'a' }, { id, slug: 'b' })).toEqual([
      { from: '/rental/a', to: '/rental/b' },
      { from: '/en/rental/a', to: '/en/rental/b' },
    ]);
  });

  it('moves nothing when the slugs stay (also when they swap languages)', () => {
    expect(movesOf(rentalTable, { id, slug: 'a' }, { id, slug: 'a' })).toEqual([]);
    expect(
      movesOf(machineTable, { id, slugHe: 'x', slugEn: 'y' }, { id, slugHe: 'y', slugEn: 'x' }),
    ).toEqual([]);
  });
});
