import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '@/config/images';
import { productImages } from './images';

const product = (imageUrl: string | null, galleryImages: string[], primaryImageIndex = 0) => ({
  imageUrl,
  galleryImages,
  primaryImageIndex,
});

describe('productImages', () => {
  it('puts the main image first, then the gallery', () => {
    expect(productImages(product('/a.webp', ['/b.webp', '/c.webp']))).toEqual([
      '/a.webp',
      '/b.webp',
      '/c.webp',
    ]);
  });

  it('drops duplicates, including the main image repeated in the gallery', () => {
    expect(productImages(product('/a.webp', ['/b.webp', '/a.webp', '/b.webp', '/c.webp']))).toEqual(
      ['/a.webp', '/b.webp', '/c.webp'],
    );
  });

  it('moves the image at a valid primary index to the front', () => {
    expect(productImages(product('/a.webp', ['/b.webp', '/c.webp'], 2))).toEqual([
      '/c.webp',
      '/a.webp',
      '/b.webp',
    ]);
    expect(productImages(product('/a.webp', ['/b.webp', '/c.webp'], 1))).toEqual([
      '/b.webp',
      '/a.webp',
      '/c.webp',
    ]);
  });

  it('counts the primary index in the list after duplicates are removed', () => {
    expect(productImages(product('/a.webp', ['/a.webp', '/b.webp'], 1))).toEqual([
      '/b.webp',
      '/a.webp',
    ]);
  });

  it('ignores a negative, out-of-range or fractional primary index', () => {
    const expected = ['/a.webp', '/b.webp', '/c.webp'];
    for (const index of [-1, 3, 99, 1.5, Number.NaN]) {
      expect(productImages(product('/a.webp', ['/b.webp', '/c.webp'], index))).toEqual(expected);
    }
  });

  it('uses the gallery when there is no main image', () => {
    expect(productImages(product(null, ['/b.webp', '/c.webp']))).toEqual(['/b.webp', '/c.webp']);
    expect(productImages(product('  ', ['/b.webp']))).toEqual(['/b.webp']);
  });

  it('falls back to the placeholder when there is no image', () => {
    expect(productImages(product(null, []))).toEqual([PLACEHOLDER_IMAGE]);
    expect(productImages(product('', ['', ' ']))).toEqual([PLACEHOLDER_IMAGE]);
    expect(productImages(product(null, [], 3))).toEqual([PLACEHOLDER_IMAGE]);
  });
});
