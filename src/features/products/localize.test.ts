import { describe, expect, it } from 'vitest';
import type { Product } from '@/db/schema';
import { localizeProduct, productPath, summary } from './localize';

const row = (fields: Partial<Product>): Product => ({
  id: '00000000-0000-0000-0000-000000000001',
  nameHe: 'מכונה',
  nameEn: null,
  slugHe: 'מכונה',
  slugEn: null,
  descriptionHe: null,
  showRating: false,
  comingSoon: false,
  reviews: [],
  specs: {},
  descriptionEn: null,
  featuresHe: [],
  featuresEn: [],
  priceHe: null,
  priceEn: null,
  imageUrl: null,
  galleryImages: [],
  primaryImageIndex: 0,
  displayOrder: 0,
  isActive: true,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...fields,
});

describe('localizeProduct', () => {
  it('a coming-soon product has no price (the page says "Coming soon"; no Offer is built)', () => {
    const soon = localizeProduct(
      row({ comingSoon: true, priceHe: '9,000 ₪', priceEn: '$2,500' }),
      'en',
    );
    expect(soon).toMatchObject({ comingSoon: true, price: '' });
    const onSale = localizeProduct(row({ priceHe: '9,000 ₪', priceEn: '$2,500' }), 'en');
    expect(onSale).toMatchObject({ comingSoon: false, price: '$2,500' });
  });

  it("has the product's own reviews in the page language (English falls back to Hebrew)", () => {
    const reviews = [
      {
        rating: 5,
        nameHe: 'יוסי',
        nameEn: 'Yossi',
        cityHe: 'חיפה',
        textHe: 'מעולה',
        textEn: 'Great',
      },
      { rating: 4, nameHe: 'מיכל', textHe: 'טוב' },
    ];
    expect(localizeProduct(row({ reviews }), 'en').reviews).toEqual([
      { rating: 5, name: 'Yossi', city: 'חיפה', text: 'Great' },
      { rating: 4, name: 'מיכל', city: '', text: 'טוב' },
    ]);
    expect(localizeProduct(row({ reviews }), 'he').reviews[0]).toEqual({
      rating: 5,
      name: 'יוסי',
      city: 'חיפה',
      text: 'מעולה',
    });
    expect(localizeProduct(row({}), 'he').reviews).toEqual([]);
  });

  it('has the filled spec rows only, in the sheet order', () => {
    const specs = { connectivityEn: 'Wi-Fi', powerHe: '230 וולט', powerEn: ' ', perHour: 20 };
    expect(localizeProduct(row({ specs }), 'en').specs).toEqual([
      { key: 'power', value: '230 וולט' },
      { key: 'perHour', value: 20 },
      { key: 'connectivity', value: 'Wi-Fi' },
    ]);
    expect(localizeProduct(row({ specs }), 'he').specs.map((spec) => spec.key)).toEqual([
      'power',
      'perHour',
    ]);
    expect(localizeProduct(row({ specs: { perHour: 0 } }), 'he').specs).toEqual([]);
  });

  it('splits the description into trimmed, non-empty paragraphs', () => {
    const product = localizeProduct(
      row({ descriptionEn: '  First line. \r\n\r\n  Second line.\n \n' }),
      'en',
    );
    expect(product.paragraphs).toEqual(['First line.', 'Second line.']);
  });

  it('has the gallery in display order and its first picture as the card image', () => {
    const product = localizeProduct(
      row({ imageUrl: '/a.webp', galleryImages: ['/b.webp'], primaryImageIndex: 1 }),
      'he',
    );
    expect(product.images).toEqual(['/b.webp', '/a.webp']);
    expect(product.imageUrl).toBe('/b.webp');
  });
});

describe('productPath', () => {
  it('percent-encodes the slug', () => {
    expect(productPath('מכונה')).toBe(`/products/${encodeURIComponent('מכונה')}`);
  });
});

describe('summary', () => {
  it('is the first paragraph when it is short', () => {
    expect(summary(['Short text.', 'More.'])).toBe('Short text.');
    expect(summary([])).toBe('');
  });

  it('cuts a long first paragraph at a word, under 160 characters', () => {
    const long = 'word '.repeat(60).trim();
    const cut = summary([long]);
    expect(cut.length).toBeLessThanOrEqual(158);
    expect(cut).toMatch(/^(word )+word…$/);
  });
});
