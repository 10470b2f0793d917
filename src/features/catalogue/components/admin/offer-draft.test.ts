import { describe, expect, it } from 'vitest';
import {
  draftChecked,
  draftText,
  offerFormValues,
  offerValuesFromDraft,
  type OfferFormValues,
} from './offer-draft';

const saved = {
  id: 'a1',
  version: '2026-11-01T10:00:00.000Z',
  nameHe: 'מכונת פיצה',
  nameEn: 'Pizza Machine',
  priceHe: '9,900 ₪',
  priceEn: '',
  descriptionHe: 'תיאור',
  descriptionEn: '',
  featuresHe: ['חמה', 'מהירה'],
  featuresEn: [],
  images: ['/uploads/products/a.jpg'],
  isActive: false,
};

describe('offerFormValues', () => {
  it('gives the saved offer its values, features one per line', () => {
    expect(offerFormValues(saved)).toEqual({
      nameHe: 'מכונת פיצה',
      nameEn: 'Pizza Machine',
      priceHe: '9,900 ₪',
      priceEn: '',
      descriptionHe: 'תיאור',
      descriptionEn: '',
      featuresHe: 'חמה\nמהירה',
      featuresEn: '',
      images: ['/uploads/products/a.jpg'],
      isActive: false,
    });
  });

  it('starts a new offer empty and shown on the site', () => {
    expect(offerFormValues(null)).toMatchObject({ nameHe: '', images: [], isActive: true });
  });
});

describe('offerValuesFromDraft', () => {
  const fallback: OfferFormValues = offerFormValues(saved);

  it("takes the copy's texts as typed, its pictures and its switch", () => {
    const values = offerValuesFromDraft(
      {
        id: 'a1',
        name_he: 'מכונת פיצה חדשה',
        name_en: '',
        price_he: '10,900 ₪',
        description_he: 'שורה\nשנייה',
        features_he: 'חמה\n\nמהירה\n',
        images: ['/uploads/products/b.jpg', '/uploads/products/a.jpg'],
        is_active: 'on',
      },
      fallback,
    );
    expect(values).toEqual({
      nameHe: 'מכונת פיצה חדשה',
      nameEn: '',
      priceHe: '10,900 ₪',
      priceEn: '',
      descriptionHe: 'שורה\nשנייה',
      descriptionEn: '',
      featuresHe: 'חמה\n\nמהירה\n',
      featuresEn: '',
      images: ['/uploads/products/b.jpg', '/uploads/products/a.jpg'],
      isActive: true,
    });
  });

  it('reads an unchecked switch and no pictures from what the copy lacks', () => {
    const values = offerValuesFromDraft({ name_he: 'שם' }, offerFormValues(null));
    expect(values.isActive).toBe(false);
    expect(values.images).toEqual([]);
    expect(values.priceHe).toBe('');
  });
});

describe('draftText / draftChecked', () => {
  it("read a copy's field, and nothing without a copy", () => {
    const copy = { slug: 'pizza', coming_soon: 'on', images: ['x'] };
    expect(draftText(copy, 'slug')).toBe('pizza');
    expect(draftText(copy, 'images')).toBeUndefined();
    expect(draftText(copy, 'missing')).toBeUndefined();
    expect(draftText(null, 'slug')).toBeUndefined();
    expect(draftChecked(copy, 'coming_soon')).toBe(true);
    expect(draftChecked(copy, 'show_rating')).toBe(false);
    expect(draftChecked(null, 'coming_soon')).toBeUndefined();
  });
});
